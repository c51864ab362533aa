import Shared
import SharedCLI

/// `reviews add`: takes the text from --text, the editor on a terminal, or stdin, then posts it. In the
/// interactive flow it asks for the stars and a line of text instead.
@MainActor
final class AddReviewCoordinator: Coordinating {
    private let restaurantID: String
    private let stars: Int?
    private let textSource: ReviewTextSource
    private let viewModel: AddReviewViewModel
    private let view: ReviewsView
    private let console: Console
    private let editor: any ReviewTextEditing

    init(restaurantID: String, stars: Int?, textSource: ReviewTextSource, viewModel: AddReviewViewModel, view: ReviewsView, console: Console, editor: any ReviewTextEditing) {
        self.restaurantID = restaurantID
        self.stars = stars
        self.textSource = textSource
        self.viewModel = viewModel
        self.view = view
        self.console = console
        self.editor = editor
    }

    func start() async throws {
        guard let stars = try stars ?? askForStars() else { return }
        guard let text = try readText(stars: stars) else {
            console.note("Nothing was posted.")
            return
        }
        let posted: PostedReviewViewData
        do {
            posted = try await ProgressIndicator.run("Posting your review…", on: console) {
                try await viewModel.addReview(restaurantID: restaurantID, stars: stars, text: text)
            }
        } catch let error where textSource == .prompt && FailureMessage(describing: error).failureKind == .unauthorised {
            // Typed at the prompt: kept for the flow to post once the person has logged in again.
            throw UnpostedReview(restaurantID: restaurantID, stars: stars, text: text, reason: FailureMessage(describing: error))
        }
        try view.renderPosted(posted)
    }

    /// Nil when the person gives up (Enter or the end of input).
    private func askForStars() throws -> Int? {
        let prompt = MenuPrompt(console: console)
        while true {
            guard let answer = try prompt.choose("Stars (1-5), or Enter to cancel: "), !answer.isEmpty else { return nil }
            if let stars = viewModel.stars(fromTyped: answer) { return stars }
            console.note("Type a whole number from 1 to 5.")
        }
    }

    /// The text from the flag as given (the command checked it), or written some other way and checked;
    /// nil when the person goes back from the prompt (Ctrl-D).
    private func readText(stars: Int) throws -> String? {
        switch textSource {
        case let .flag(text):
            return text
        case .prompt:
            let prompt = MenuPrompt(console: console)
            guard let typed = prompt.ask("Your review: ") else { return nil }
            // q quits at every prompt; a review that is just "q" is asked about first.
            if MenuPrompt.quitAnswers.contains(typed.lowercased()) {
                guard let answer = prompt.ask("Post \"\(typed)\" as your review? y posts it, q quits, Enter goes back: ") else { return nil }
                if MenuPrompt.quitAnswers.contains(answer.lowercased()) { throw QuitRequested() }
                guard answer.lowercased() == "y" else { return nil }
            }
            return try viewModel.reviewText(fromWritten: typed)
        case .editorOrStandardInput where console.isInteractive:
            let template = "\n# Your review of \(restaurantID) (\(RatingFormatter.stars(count: stars))).\n# Lines starting with # are ignored; an empty review posts nothing.\n"
            return try viewModel.reviewText(fromWritten: editor.editText(template: template))
        case .editorOrStandardInput:
            var lines: [String] = []
            while let line = console.input.readLine() { lines.append(line) }
            return try viewModel.reviewText(fromWritten: lines.joined(separator: "\n"))
        }
    }
}
