import AutocompleteFeature
import DetailsFeature
import FavouritesFeature
import NearbyFeature
import PreferencesFeature
import ReviewsFeature
import Shared
import SharedCLI

/// Runs the interactive flow: shows home (the nearby list) first, then whatever the menu asks for.
/// Every step is a feature's own module, the same one its subcommand runs. A failing step is shown and
/// the flow goes on.
@MainActor
final class HomeCoordinator: Coordinating {
    private let console: Console
    private let nearby: any NearbyModuleBuildable
    private let details: any DetailsModuleBuildable
    private let search: any SearchModuleBuildable
    private let reviews: any ReviewsModuleBuildable
    private let preferences: any PreferencesModuleBuildable
    private let accountMenu: any Coordinating<Void>
    private let favourites: FavouritesModuleBuilder?
    /// Asks to log in or sign up, saying why, when nobody is logged in (or, with `evenIfStored`, when the
    /// session stored has ended); true once someone is.
    private let logIn: @MainActor (_ why: String, _ evenIfStored: Bool) async throws -> Bool
    /// Keeps a restaurant among the favourites or stops keeping it; whether it is one now.
    private let toggleFavourite: (@MainActor @Sendable (String) async throws -> Bool)?

    init(
        console: Console,
        nearby: any NearbyModuleBuildable,
        details: any DetailsModuleBuildable,
        search: any SearchModuleBuildable,
        reviews: any ReviewsModuleBuildable,
        preferences: any PreferencesModuleBuildable,
        accountMenu: any Coordinating<Void>,
        logIn: @escaping @MainActor (_ why: String, _ evenIfStored: Bool) async throws -> Bool,
        toggleFavourite: (@MainActor @Sendable (String) async throws -> Bool)? = nil,
        favourites: FavouritesModuleBuilder? = nil
    ) {
        self.console = console
        self.nearby = nearby
        self.details = details
        self.search = search
        self.reviews = reviews
        self.preferences = preferences
        self.accountMenu = accountMenu
        self.logIn = logIn
        self.toggleFavourite = toggleFavourite
        self.favourites = favourites
    }

    func start() async throws {
        console.note("Foodybite — the best restaurants near you. Ctrl-D or q quits.")
        var route = HomeRoute.nearby
        do {
            while route != .quit {
                try await show(route)
                route = nextRoute()
            }
        } catch is QuitRequested {}
    }

    private func nextRoute() -> HomeRoute {
        let prompt = MenuPrompt(console: console)
        while true {
            if let route = HomeMenu.route(for: prompt.ask(HomeMenu.prompt)) { return route }
            console.note("Type n, s, v, p, a or q.")
        }
    }

    /// Goes to `route`; a failure is shown, never fatal. Only a quit (q at any step, however deep) is
    /// passed on, to end the flow.
    func show(_ route: HomeRoute) async throws {
        do {
            switch route {
            case .nearby:
                try await nearby.buildModule(with: NearbyInput(), navigation: NearbyNavigation { [weak self] id in try await self?.show(.restaurantDetails(id)) }).start()
            case .favourites:
                guard let favourites else { return console.note("Favourites are not available here.") }
                try await favourites.buildListModule(navigation: FavouritesNavigation { [weak self] id in try await self?.show(.restaurantDetails(id)) }).start()
            case .search:
                try await search.buildModule(with: SearchInput(text: ""), navigation: SearchNavigation { [weak self] id in try await self?.show(.restaurantDetails(id)) }).start()
            case let .restaurantDetails(id):
                let navigation = DetailsNavigation(
                    addReview: { [weak self] id in try await self?.show(.addReview(id)) }, toggleFavourite: toggleFavourite
                )
                try await details.buildModule(restaurantID: id, navigation: navigation).start()
            case let .addReview(id):
                try await addReview(id)
            case .preferences:
                try await preferences.buildModule(for: .edit).start()
            case .account:
                try await accountMenu.start()
            case .quit:
                return
            }
        } catch let quit as QuitRequested {
            throw quit
        } catch {
            console.errors.write(ErrorPresenter.render(ErrorPresenter.message(for: error), style: console.errorStyle))
        }
    }

    /// Writing a review needs an account: asked for before the review is typed. A review the server
    /// refuses because the session ended meanwhile is kept and posted once the person has logged in again.
    private func addReview(_ id: String) async throws {
        guard try await logIn("Writing a review needs an account.", false) else { return }
        do {
            try await reviews.buildAddModule(restaurantID: id, stars: nil, text: .prompt).start()
        } catch let unposted as UnpostedReview {
            guard try await logIn("Your session has ended: log in again and your review will be posted (it is kept).", true) else {
                console.note("Your review was not posted.")
                return
            }
            try await reviews.buildAddModule(restaurantID: unposted.restaurantID, stars: unposted.stars, text: .flag(unposted.text)).start()
        }
    }
}
