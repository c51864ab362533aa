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

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !restaurantID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("The restaurant id is empty.") }
    }

    func run() async throws {
        try await CommandEnvironment.run(global) { [restaurantID] context in
            try await context.container.resolve((any DetailsModuleBuildable).self).buildModule(restaurantID: restaurantID).start()
        }
    }
}
