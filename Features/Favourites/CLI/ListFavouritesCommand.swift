import ArgumentParser
import SharedCLI

struct ListFavouritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your favourites, first added first, with their rating and whether they are open now.",
        discussion: """
        Each restaurant is looked up (a few at a time); with the server out of reach the cached answer is \
        shown, marked, and one cached nowhere shows what was kept when it was added.
        """
    )

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await FavouritesCommand.run(.list, global: global, formats: OutputFormat.places)
    }
}
