import AccountFeature
import AutocompleteFeature
import DetailsFeature
import FavouritesFeature
import NearbyFeature
import PreferencesFeature
import ReviewsFeature
import SessionFeature
import Shared
import SharedCLI

/// Makes the interactive flow from the features' own module builders, wiring their navigation closures
/// to one another.
@MainActor
public final class HomeModuleBuilder: ModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildModule() throws -> Module<Void> {
        let console = try container.resolve(Console.self)
        let accountMenu = AccountMenuCoordinator(
            console: console,
            userStore: try container.resolve((any CurrentUserStore).self),
            session: try container.resolve((any SessionModuleBuildable).self),
            account: try container.resolve((any AccountModuleBuildable).self)
        )
        let favourites = FavouriteToggle(
            store: try container.resolve((any FavouritesStore).self),
            favourites: FavouritesViewModel(
                store: try container.resolve((any FavouritesStore).self), lookup: try container.resolve((any FavouriteRestaurantLookup).self)
            )
        )
        return Module(coordinator: HomeCoordinator(
            console: console,
            nearby: try container.resolve((any NearbyModuleBuildable).self),
            details: try container.resolve((any DetailsModuleBuildable).self),
            search: try container.resolve((any SearchModuleBuildable).self),
            reviews: try container.resolve((any ReviewsModuleBuildable).self),
            preferences: try container.resolve((any PreferencesModuleBuildable).self),
            accountMenu: accountMenu,
            logIn: { why, evenIfStored in
                evenIfStored ? try await accountMenu.logIn(why) : try await accountMenu.ensureLoggedIn(why)
            },
            toggleFavourite: { id in try await favourites.toggle(id) },
            favourites: try container.resolve(FavouritesModuleBuilder.self)
        ))
    }
}
