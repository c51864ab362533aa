import Shared

/// Searches and shows the matches. In the interactive flow it asks what to search for when nothing
/// was given, and lets a person open a match.
@MainActor
final class SearchCoordinator: Coordinating {
    private let input: SearchInput
    private let viewModel: SearchViewModel
    private let view: SearchView
    private let console: Console
    private let navigation: SearchNavigation?

    init(input: SearchInput, viewModel: SearchViewModel, view: SearchView, console: Console, navigation: SearchNavigation? = nil) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        let prompt = MenuPrompt(console: console)
        var input = input
        if input.text.trimmingCharacters(in: .whitespaces).isEmpty, navigation != nil, console.isInteractive {
            guard let text = prompt.ask("Search for: "), !text.isEmpty else { return }
            input = SearchInput(text: text, location: input.location, radius: input.radius)
        }
        try await ProgressIndicator.run("Searching…", on: console) {
            await viewModel.search(input)
        }
        let results = try viewModel.state.value()
        try view.render(results)
        guard let navigation, console.isInteractive, !results.rows.isEmpty else { return }
        while true {
            switch ListPick.parse(try prompt.choose("Open a restaurant (1-\(results.rows.count)), or Enter to go back: "), count: results.rows.count) {
            case let .item(index):
                try await navigation.showRestaurantDetails(results.rows[index].id)
                try view.render(results)
            case .back:
                return
            case .command, .invalid:
                console.note("Type a number from the list, or nothing to go back.")
            }
        }
    }
}
