import ArgumentParser
import SharedCLI

struct AddFavouriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Keep a restaurant among your favourites (adding it again replaces its note).",
        discussion: "The restaurant is looked up first, so an id no restaurant has is refused (exit 65)."
    )

    @Argument(help: ArgumentHelp("A restaurant's id, as nearby and search print it.", valueName: "id"))
    var restaurantID: String

    @Option(help: ArgumentHelp("Why you keep it, to read in the list.", valueName: "text"))
    var note: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !restaurantID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("Missing the restaurant's id.") }
        if let note, note.count > 500 { throw ValidationError("--note holds at most 500 characters, not \(note.count).") }
    }

    func run() async throws {
        try await FavouritesCommand.run(.add(restaurantID: restaurantID, note: note), global: global)
    }
}
