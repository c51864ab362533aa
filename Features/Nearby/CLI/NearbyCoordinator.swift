import Shared
import SharedCLI

/// The nearby list in the interactive flow: after showing it, lets a person open restaurants from it,
/// reload it, search again with other words and filters (typed as after `foodybite nearby`) or around
/// another place, list 20 more, see it on a map, or go back.
@MainActor
final class NearbyCoordinator: Coordinating {
    private var list: LoadAndRenderCoordinator<NearbyViewData>
    private var input: NearbyInput
    private let view: NearbyView
    private let console: Console
    private let navigation: NearbyNavigation
    private let search: @MainActor (NearbyInput) -> LoadAndRenderCoordinator<NearbyViewData>

    init(
        input: NearbyInput, view: NearbyView, console: Console, navigation: NearbyNavigation,
        search: @escaping @MainActor (NearbyInput) -> LoadAndRenderCoordinator<NearbyViewData>
    ) {
        self.input = input
        self.list = search(input)
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
            let answer = try prompt.choose(
                "Open a restaurant (1-\(nearby.rows.count)), [r]eload, [f]ilters, [l]ocation, [+] 20 more, [m]ap, or Enter to go back: "
            )
            switch ListPick.parse(answer, count: nearby.rows.count, commands: ["r", "f", "l", "+", "m"]) {
            case let .item(index):
                try await navigation.showRestaurantDetails(nearby.rows[index].id)
                try view.render(nearby)
            case .command("f"):
                guard let typed = askForSearch(prompt) else { continue }
                nearby = try await searchAgain(typed)
            case .command("l"):
                guard let typed = askForPlace(prompt) else { continue }
                nearby = try await searchAgain(typed)
            case .command("+"):
                guard input.limit < NearbySearchQuery.maximumLimit else {
                    console.note("At most \(NearbySearchQuery.maximumLimit) restaurants are listed: narrow the search with [f]ilters.")
                    continue
                }
                nearby = try await searchAgain(input.with(limit: min(NearbySearchQuery.maximumLimit, input.limit + NearbyInput.defaultLimit)))
            case .command("m"):
                try view.showingMap(true).render(nearby)
            case .command:
                nearby = try await list.loadAndRender()
            case .back:
                return
            case .invalid:
                console.note("Type a number from the list, r, f, l, +, m, or nothing.")
            }
        }
    }

    private func searchAgain(_ input: NearbyInput) async throws -> NearbyViewData {
        self.input = input
        list = search(input)
        return try await list.loadAndRender()
    }

    /// The same search around a place typed by its name or as LAT,LON; nil (saying why) for nothing
    /// typed, or for digits that are no LAT,LON.
    private func askForPlace(_ prompt: MenuPrompt) -> NearbyInput? {
        let line = ((try? prompt.choose("Search around (a place's name, or LAT,LON): ")) ?? nil)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !line.isEmpty else {
            console.note("Nothing searched: type a place's name, such as Alfama, or LAT,LON.")
            return nil
        }
        guard line.contains(where: \.isLetter) else {
            do {
                return input.around(try Coordinates.parse(line), near: nil)
            } catch {
                console.note("Nothing searched: \(error.description)")
                return nil
            }
        }
        return input.around(nil, near: line)
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
