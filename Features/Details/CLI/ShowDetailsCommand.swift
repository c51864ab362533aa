import ArgumentParser
import SharedCLI

struct ShowDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one restaurant (`show` may be left out: `foodybite details ID`).",
        discussion: "With the server unreachable, the restaurant's last details are shown from the cache, marked with their age."
    )

    @Argument(help: ArgumentHelp("The restaurant's id, as nearby and search list it.", valueName: "id"))
    var restaurantID: String

    @Flag(help: "Draw its photos in the terminal after the page (only on a terminal).")
    var photos = false

    @Option(
        help: ArgumentHelp(
            "How to draw them: kitty, iterm, sixel, blocks (true-colour half-blocks) or none (default: what the terminal answers it draws).",
            valueName: "graphics"
        )
    )
    var graphics: TerminalGraphics?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !restaurantID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("The restaurant id is empty.") }
        if graphics != nil, !photos { throw ValidationError("--graphics says how to draw --photos; add --photos.") }
    }

    func run() async throws {
        try await CommandEnvironment.run(global) { [restaurantID, photos, graphics] context in
            let builder = try context.container.resolve((any DetailsModuleBuildable).self)
            let module = photos ? try builder.buildPhotosModule(restaurantID: restaurantID, graphics: graphics) : try builder.buildModule(restaurantID: restaurantID)
            try await module.start()
        }
    }
}
