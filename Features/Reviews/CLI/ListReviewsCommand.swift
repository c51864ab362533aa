import ArgumentParser
import SharedCLI

struct ListReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Read reviews: a restaurant's (every author's), or your own.",
        discussion: "`reviews list ID` shows what everyone wrote about a restaurant; `reviews list` or `--mine` shows yours (of ID only, when given). Lists come in pages of 100, newest first: a longer list ends with the command for the next page (`--after`). Offline, the last reviews seen are shown from the cache."
    )

    @Argument(help: ArgumentHelp("A restaurant's id.", valueName: "id"))
    var restaurantID: String?

    @Flag(help: "Only your own reviews.")
    var mine = false

    @Option(help: ArgumentHelp("Start at this page of a long list (the token a list of 100 ends with).", valueName: "token"))
    var after: String?

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await CommandEnvironment.run(global, formats: OutputFormat.records) { [restaurantID, mine, after] context in
            try await context.container.resolve((any ReviewsModuleBuildable).self)
                .buildListModule(restaurantID: restaurantID, mineOnly: mine, page: after).start()
        }
    }
}
