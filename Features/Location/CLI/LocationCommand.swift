import ArgumentParser
import SharedCLI

public struct LocationCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "location",
        abstract: "Where you are: show, set or clear your saved location.",
        discussion: """
        Searches start from --at LAT,LON when given, else FOODYBITE_LOCATION, else the location saved \
        here, else the default centre of the demo catalog.
        """,
        subcommands: [ShowLocationCommand.self, SetLocationCommand.self, ClearLocationCommand.self],
        defaultSubcommand: ShowLocationCommand.self
    )

    public init() {}
}

extension LocationCommand {
    static func run(_ action: LocationAction, global: GlobalOptions) async throws {
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve(LocationModuleBuilder.self).buildModule(for: action).start()
        }
    }
}
