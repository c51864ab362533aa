import ArgumentParser
import SharedCLI

public struct FavouritesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "favourites",
        abstract: "The restaurants you keep: add, list, remove, export and import them.",
        discussion: """
        Favourites are kept on this machine, in the settings database under the data directory. \
        `nearby --favourites` searches among them only, and ★ marks them in nearby and search lists.
        """,
        subcommands: [
            ListFavouritesCommand.self, AddFavouriteCommand.self, RemoveFavouriteCommand.self, ExportFavouritesCommand.self,
            ImportFavouritesCommand.self,
        ],
        defaultSubcommand: ListFavouritesCommand.self
    )

    public init() {}
}

extension FavouritesCommand {
    static func run(_ action: FavouritesAction, global: GlobalOptions, formats: [OutputFormat] = OutputFormat.everyCommand) async throws {
        try await CommandEnvironment.run(global, formats: formats) { context in
            try await context.container.resolve(FavouritesModuleBuilder.self).buildModule(for: action).start()
        }
    }
}
