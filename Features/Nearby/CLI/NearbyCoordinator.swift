import Shared
import SharedCLI

/// The nearby list in the interactive flow: after showing it, lets a person open restaurants from it,
/// reload it, search again with other words and filters (typed as after `foodybite nearby`), or go back.
@MainActor
final class NearbyCoordinator: Coordinating {
    private var list: LoadAndRenderCoordinator<NearbyViewData>
    private let view: NearbyView
    private let console: Console
    private let navigation: NearbyNavigation
    private let search: @MainActor (NearbyInput) -> LoadAndRenderCoordinator<NearbyViewData>

    init(
        list: LoadAndRenderCoordinator<NearbyViewData>, view: NearbyView, console: Console, navigation: NearbyNavigation,
        search: @escaping @MainActor (NearbyInput) -> LoadAndRenderCoordinator<NearbyViewData>
    ) {
        self.list = list
        self.view = view
        self.console = console
        self.navigation = navigation
        self.search = search
    }

    func start() async throws {
        var nearby = try await list.loadAndRender()
        guard console.offersMenus else { return }
        let prompt = MenuPrompt(console: console)
        while true {
            let answer = try prompt.choose("Open a restaurant (1-\(nearby.rows.count)), [r]eload, [f]ilters, or Enter to go back: ")
            switch ListPick.parse(answer, count: nearby.rows.count, commands: ["r", "f"]) {
            case let .item(index):
                try await navigation.showRestaurantDetails(nearby.rows[index].id)
                try view.render(nearby)
            case .command("f"):
                guard let input = askForSearch(prompt) else { continue }
                list = search(input)
                nearby = try await list.loadAndRender()
            case .command:
                nearby = try await list.loadAndRender()
            case .back:
                return
            case .invalid:
                console.note("Type a number from the list, r, f, or nothing.")
            }
        }
    }

    /// A new search typed as after `foodybite nearby` ("pizza near Alfama --open-now --diet vegan"); nil
    /// (saying why) when the words are no such search.
    private func askForSearch(_ prompt: MenuPrompt) -> NearbyInput? {
        let line = (try? prompt.choose("Search with (as after `foodybite nearby`, e.g. pizza --open-now --diet vegan): ")) ?? nil
        guard let line, let words = TypedArguments.split(line) else {
            console.note("Nothing searched: type words and options, quotes closed.")
            return nil
        }
        do {
            return try NearbyCommand.parse(words).input
        } catch {
            console.note(NearbyCommand.message(for: error))
            return nil
        }
    }
}
