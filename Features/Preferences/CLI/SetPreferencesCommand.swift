import ArgumentParser
import Shared
import SharedCLI

struct SetPreferencesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change your radius and/or minimum rating.")

    @Option(help: ArgumentHelp("Search radius in metres (\(SearchCriteriaRange.radiusText); default 10000).", valueName: "metres"))
    var radius: Int?

    @Option(name: .customLong("min-rating"), help: ArgumentHelp("Hide restaurants rated below this (0-5 stars; default 0).", valueName: "stars"))
    var minimumRating: Double?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard radius != nil || minimumRating != nil else {
            throw ValidationError("Pass --radius METRES and/or --min-rating STARS.")
        }
        try SearchCriteriaRange.validateFlags(radius: radius, minimumRating: minimumRating)
    }

    func run() async throws {
        try await PreferencesCommand.run(.set(PreferencesChanges(radius: radius, minimumRating: minimumRating)), global: global)
    }
}
