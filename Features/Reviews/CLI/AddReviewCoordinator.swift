import Shared

/// `reviews add`: takes the text from --text, the editor on a terminal, or stdin, then posts it.
@MainActor
final class AddReviewCoordinator: Coordinating {
    private let restaurantID: String
    private let stars: Int
    private let textSource: ReviewTextSource
    private let viewModel: AddReviewViewModel
    private let view: ReviewsView
    private let console: Console
    private let editor: any ReviewTextEditing

    init(restaurantID: String, stars: Int, textSource: ReviewTextSource, viewModel: AddReviewViewModel, view: ReviewsView, console: Console, editor: any ReviewTextEditing) {
        self.restaurantID = restaurantID
        self.stars = stars
        self.textSource = textSource
        self.viewModel = viewModel
        self.view = view
        self.console = console
        self.editor = editor
    }

    func start() async throws {
        if let failure = ReviewRules.validateStars(stars) { throw failure }
        let (text, textStatus) = try readText()
        try await ProgressIndicator.run("Posting your review…", on: console) {
            await viewModel.addReview(restaurantID: restaurantID, stars: stars, text: text, textStatus: textStatus)
        }
        try view.renderPosted(viewModel.state.value())
    }

    private func readText() throws -> (String, ExitStatus) {
        switch textSource {
        case let .flag(text):
            return (text, .usage)
        case .editorOrStandardInput where console.isInteractive:
            let template = "\n# Your review of \(restaurantID) (\(RatingFormatter.stars(count: stars))).\n# Lines starting with # are ignored; an empty review posts nothing.\n"
            return (try editor.editText(template: template), .dataError)
        case .editorOrStandardInput:
            var lines: [String] = []
            while let line = console.input.readLine() { lines.append(line) }
            return (lines.joined(separator: "\n"), .dataError)
        }
    }
}
