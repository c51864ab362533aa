import Shared
import SharedCLI

/// The interactive flow's preferences step: shows them, then asks for each value in turn; Enter
/// keeps it.
@MainActor
final class PreferencesEditCoordinator: Coordinating {
    private let viewModel: PreferencesViewModel
    private let view: PreferencesView
    private let console: Console

    init(viewModel: PreferencesViewModel, view: PreferencesView, console: Console) {
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        let current = try await viewModel.load()
        try view.render(current)
        let prompt = MenuPrompt(console: console)
        var radius: Int?
        while let answer = try prompt.choose("Radius in metres (Enter keeps \(current.radius)): "), !answer.isEmpty {
            radius = viewModel.radius(fromTyped: answer)
            if radius != nil { break }
            console.note("Type a whole number from \(SearchCriteriaRange.radius.lowerBound) to \(SearchCriteriaRange.radius.upperBound).")
        }
        var rating: Double?
        while let answer = try prompt.choose("Minimum rating 0-5 (Enter keeps \(RatingFormatter.oneDecimal(current.minimumRating))): "), !answer.isEmpty {
            rating = viewModel.minimumRating(fromTyped: answer)
            if rating != nil { break }
            console.note("Type a number from 0 to 5.")
        }
        guard radius != nil || rating != nil else { return }
        try view.render(try await viewModel.apply(PreferencesChanges(radius: radius, minimumRating: rating)))
    }
}
