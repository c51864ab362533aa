import ArgumentParser
import SharedCLI

public struct OpenRestaurantCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a restaurant's page on a map, its website or directions to it in your browser.",
        discussion: """
        The link goes to $BROWSER, else xdg-open. Not on a terminal, with --json, or with nothing to open it, \
        the link is printed instead. Map links go to Google Maps for Google's places, to OpenStreetMap for \
        our server's.
        """
    )

    @Argument(help: ArgumentHelp("The restaurant's id, as nearby and search list it.", valueName: "id"))
    var restaurantID: String

    @Flag var link: RestaurantLinkKind = .map

    @OptionGroup var global: GlobalOptions

    public init() {}

    public func validate() throws {
        guard !restaurantID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("The restaurant id is empty.") }
    }

    public func run() async throws {
        try await CommandEnvironment.run(global) { [restaurantID, link] context in
            try await context.container.resolve((any DetailsModuleBuildable).self).buildOpenModule(restaurantID: restaurantID, link: link).start()
        }
    }
}
