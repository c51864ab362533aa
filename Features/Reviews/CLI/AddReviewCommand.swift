import ArgumentParser
import SharedCLI

struct AddReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Review a restaurant as the logged-in user.",
        discussion: "Without --text the review is written in $VISUAL or $EDITOR on a terminal, or read from stdin until its end."
    )

    @Argument(help: ArgumentHelp("The restaurant's id, as nearby and search list it.", valueName: "id"))
    var restaurantID: String

    @Option(help: ArgumentHelp("1 to 5 stars.", valueName: "n"))
    var stars: Int

    @Option(help: "The review (at most 2000 characters).")
    var text: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let problem = ReviewRules.starsProblem(stars) { throw ValidationError(problem) }
        guard !restaurantID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("The restaurant id is empty.") }
        if let text, let problem = ReviewRules.textProblem(text) { throw ValidationError(problem) }
    }

    func run() async throws {
        let source: ReviewTextSource = text.map(ReviewTextSource.flag) ?? .editorOrStandardInput
        try await CommandEnvironment.run(global) { [restaurantID, stars] context in
            try await context.container.resolve((any ReviewsModuleBuildable).self)
                .buildAddModule(restaurantID: restaurantID, stars: stars, text: source).start()
        }
    }
}
