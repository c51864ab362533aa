import Shared

@MainActor
final class PreferencesCoordinator: Coordinating {
    private let action: PreferencesAction
    private let viewModel: PreferencesViewModel
    private let view: PreferencesView
    private let console: Console

    init(action: PreferencesAction, viewModel: PreferencesViewModel, view: PreferencesView, console: Console) {
        self.action = action
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        switch action {
        case .show: await viewModel.load()
        case let .set(changes): await viewModel.apply(changes)
        case .reset: await viewModel.reset()
        case .edit: return try await edit()
        }
        try view.render(viewModel.state.value())
    }

    /// Asks for each value in turn; Enter keeps it.
    private func edit() async throws {
        await viewModel.load()
        let current = try viewModel.state.value()
        try view.render(current)
        let prompt = MenuPrompt(console: console)
        var radius: Int?
        while let answer = try prompt.choose("Radius in metres (Enter keeps \(current.radius)): "), !answer.isEmpty {
            if let value = Int(answer), PreferencesValidator.validateRadius(value) == nil { radius = value; break }
            console.note("Type a whole number from 1 to 50000.")
        }
        var rating: Double?
        while let answer = try prompt.choose("Minimum rating 0-5 (Enter keeps \(RatingFormatter.oneDecimal(current.minimumRating))): "), !answer.isEmpty {
            if let value = Double(answer), PreferencesValidator.validateMinimumRating(value) == nil { rating = value; break }
            console.note("Type a number from 0 to 5.")
        }
        guard radius != nil || rating != nil else { return }
        await viewModel.apply(PreferencesChanges(radius: radius, minimumRating: rating))
        try view.render(viewModel.state.value())
    }
}
