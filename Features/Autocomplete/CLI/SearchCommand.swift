import Foundation
import ArgumentParser
import Shared
import SharedCLI

public struct SearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find restaurants by name or cuisine.",
        discussion: "Matches names and cuisines as you type them (accents, case and, on our server, typos do not matter), favouring restaurants within your radius of your location, --at or --near. Example: `foodybite search tasca do`."
    )

    @Argument(help: ArgumentHelp("All or the start of a restaurant's name.", valueName: "text"))
    var words: [String] = []

    @Option(name: .customLong("at"), parsing: .unconditional, help: ArgumentHelp("Favour restaurants around this point instead of your location.", valueName: "lat,lon"), transform: Coordinates.argument)
    var location: Coordinates?

    @Option(help: ArgumentHelp("Favour restaurants around the place of this name (\"Alfama\", \"Rua Augusta, Lisboa\").", valueName: "place"))
    var near: String?

    @Option(help: ArgumentHelp("Favour restaurants within this many metres (\(SearchCriteriaRange.radiusText); default: your preference).", valueName: "metres"))
    var radius: Int?

    @Option(help: ArgumentHelp("Show at most this many (1-\(SearchInput.maximumLimit); Google gives at most 5).", valueName: "count"))
    var limit = SearchInput.defaultLimit

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError("Type part of a restaurant's name, e.g. `foodybite search tasca`.")
        }
        try SearchCriteriaRange.validateFlags(radius: radius)
        if location != nil, near != nil { throw ValidationError("Give either --at or --near, not both.") }
        if let near, near.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--near needs a place's name, such as \"Alfama\".") }
        guard (1...SearchInput.maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(SearchInput.maximumLimit), not \(limit).")
        }
    }

    public func run() async throws {
        let input = SearchInput(text: words.joined(separator: " "), location: location, radius: radius, limit: limit, near: near)
        try await CommandEnvironment.run(global, formats: OutputFormat.places) { context in
            try await context.container.resolve((any SearchModuleBuildable).self).buildModule(with: input).start()
        }
    }
}
