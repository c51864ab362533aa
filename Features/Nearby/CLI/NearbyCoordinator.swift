import Shared

/// Loads and shows the nearby list. In the interactive flow it then lets a person open restaurants
/// from it, reload it, or go back.
@MainActor
final class NearbyCoordinator: Coordinating {
    private let input: NearbyInput
    private let viewModel: NearbyViewModel
    private let view: NearbyView
    private let console: Console
    private let navigation: NearbyNavigation?

    init(input: NearbyInput, viewModel: NearbyViewModel, view: NearbyView, console: Console, navigation: NearbyNavigation? = nil) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        var nearby = try await load()
        guard let navigation, console.isInteractive else { return }
        let prompt = MenuPrompt(console: console)
        while true {
            let answer = try prompt.choose("Open a restaurant (1-\(nearby.rows.count)), [r]eload, or Enter to go back: ")
            switch ListPick.parse(answer, count: nearby.rows.count, commands: ["r"]) {
            case let .item(index):
                try await navigation.showRestaurantDetails(nearby.rows[index].id)
                try view.render(nearby)
            case .command:
                nearby = try await load()
            case .back:
                return
            case .invalid:
                console.note("Type a number from the list, r, or nothing.")
            }
        }
    }

    private func load() async throws -> NearbyViewData {
        try await ProgressIndicator.run("Finding restaurants near you…", on: console) {
            await viewModel.load(input)
        }
        let nearby = try viewModel.state.value()
        try view.render(nearby)
        return nearby
    }
}
