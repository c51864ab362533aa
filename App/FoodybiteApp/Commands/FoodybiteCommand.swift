import ArgumentParser
import AccountFeature
import AutocompleteFeature
import DetailsFeature
import FavouritesFeature
import LocationFeature
import NearbyFeature
import PreferencesFeature
import ReviewsFeature
import SessionFeature
import SharedCLI

/// The root `foodybite` command: one subcommand group per feature.
public struct FoodybiteCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "foodybite",
        abstract: "Find the best restaurants near you, from the terminal.",
        discussion: """
        With nothing configured, Foodybite runs its own server in process with a demo catalog, so every \
        command works offline. Point it elsewhere with --server (a Foodybite server) and --places-url or \
        GOOGLE_PLACES_API_KEY (Places).

        Run without a subcommand on a terminal to browse interactively: nearby → details → photos, the map, \
        a favourite or a review, \
        with search, preferences and your account from a menu.

        Exit status: 0 success (also when answering from the cache), 64 usage error, 65 bad input data, \
        69 server unavailable and nothing cached, 77 not logged in or not permitted, 1 anything else.
        """,
        version: FoodybiteVersion.current,
        subcommands: [
            NearbyCommand.self,
            DetailsCommand.self,
            SearchCommand.self,
            ReviewsCommand.self,
            SessionCommand.self,
            AccountCommand.self,
            PreferencesCommand.self,
            LocationCommand.self,
            FavouritesCommand.self,
            OpenRestaurantCommand.self,
            CompletionsCommand.self,
        ]
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    /// On a terminal: the interactive flow. Otherwise (a script, a pipe): this help, and success.
    public func run() async throws {
        try await CommandEnvironment.run(global) { context in
            guard context.console.isInteractive else {
                context.console.output.writeLine(Self.helpMessage())
                return
            }
            try await context.container.resolve(HomeModuleBuilder.self).buildModule().start()
        }
    }
}
