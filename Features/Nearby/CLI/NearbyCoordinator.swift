import Shared
import SharedCLI

/// The nearby list in the interactive flow: after showing it, lets a person open restaurants from it,
/// reload it, or go back.
@MainActor
final class NearbyCoordinator: Coordinating {
    private let list: LoadAndRenderCoordinator<NearbyViewData>
    private let view: NearbyView
    private let console: Console
    private let navigation: NearbyNavigation

    init(list: LoadAndRenderCoordinator<NearbyViewData>, view: NearbyView, console: Console, navigation: NearbyNavigation) {
        self.list = list
        self.view = view
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        var nearby = try await list.loadAndRender()
        guard console.isInteractive else { return }
        let prompt = MenuPrompt(console: console)
        while true {
            let answer = try prompt.choose("Open a restaurant (1-\(nearby.rows.count)), [r]eload, or Enter to go back: ")
            switch ListPick.parse(answer, count: nearby.rows.count, commands: ["r"]) {
            case let .item(index):
                try await navigation.showRestaurantDetails(nearby.rows[index].id)
                try view.render(nearby)
            case .command:
                nearby = try await list.loadAndRender()
            case .back:
                return
            case .invalid:
                console.note("Type a number from the list, r, or nothing.")
            }
        }
    }
}
