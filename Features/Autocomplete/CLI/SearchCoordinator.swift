import Shared
import SharedCLI

/// Search in the interactive flow: asks what to search for when nothing was given, shows the
/// matches and lets a person open one.
@MainActor
final class SearchCoordinator: Coordinating {
    private let input: SearchInput
    private let results: (SearchInput) -> LoadAndRenderCoordinator<SearchViewData>
    private let view: SearchView
    private let console: Console
    private let navigation: SearchNavigation

    init(
        input: SearchInput,
        results: @escaping (SearchInput) -> LoadAndRenderCoordinator<SearchViewData>,
        view: SearchView,
        console: Console,
        navigation: SearchNavigation
    ) {
        self.input = input
        self.results = results
        self.view = view
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        let prompt = MenuPrompt(console: console)
        var input = input
        if input.text.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let text = try prompt.choose("Search for: "), !text.isEmpty else { return }
            input = SearchInput(text: text, location: input.location, radius: input.radius)
        }
        let found = try await results(input).loadAndRender()
        guard console.offersMenus, !found.rows.isEmpty else { return }
        while true {
            switch ListPick.parse(try prompt.choose("Open a restaurant (1-\(found.rows.count)), or Enter to go back: "), count: found.rows.count) {
            case let .item(index):
                try await navigation.showRestaurantDetails(found.rows[index].id)
                try view.render(found)
            case .back:
                return
            case .command, .invalid:
                console.note("Type a number from the list, or nothing to go back.")
            }
        }
    }
}
