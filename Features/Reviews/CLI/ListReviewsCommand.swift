import ArgumentParser
import SharedCLI

struct ListReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Read reviews: a restaurant's (every author's), or your own.",
        discussion: "`reviews list ID` shows what everyone wrote about a restaurant; `reviews list` or `--mine` shows yours (of ID only, when given). Offline, the last reviews seen are shown from the cache."
    )

    @Argument(help: ArgumentHelp("A restaurant's id.", valueName: "id"))
    var restaurantID: String?

    @Flag(help: "Only your own reviews.")
    var mine = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global) { [restaurantID, mine] context in
            try await context.container.resolve((any ReviewsModuleBuildable).self).buildListModule(restaurantID: restaurantID, mineOnly: mine).start()
        }
    }
}
