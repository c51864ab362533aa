import ArgumentParser
import SharedCLI

struct RemoveFavouriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop keeping a restaurant among your favourites.",
        discussion: "An id no favourite has is refused (exit 65)."
    )

    @Argument(help: ArgumentHelp("The restaurant's id.", valueName: "id"))
    var restaurantID: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await FavouritesCommand.run(.remove(restaurantID: restaurantID), global: global)
    }
}
