import ArgumentParser
import SharedCLI

public struct PreferencesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "preferences",
        abstract: "Your search radius and minimum rating (used by nearby and search unless overridden).",
        subcommands: [ShowPreferencesCommand.self, SetPreferencesCommand.self, ResetPreferencesCommand.self],
        defaultSubcommand: ShowPreferencesCommand.self
    )

    public init() {}
}

extension PreferencesCommand {
    static func run(_ action: PreferencesAction, global: GlobalOptions) async throws {
        try await CommandEnvironment.run(global) { context in
            try await context.container.resolve((any PreferencesModuleBuildable).self).buildModule(for: action).start()
        }
    }
}
