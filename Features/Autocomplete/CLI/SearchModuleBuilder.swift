import Shared
import SharedCLI

/// Makes the search flow from the ports App hands it.
@MainActor
public final class SearchModuleBuilder: SearchModuleBuildable {
    private let service: any AutocompleteRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let radiusProvider: any SearchRadiusProviding
    private let places: (any PlaceNameLookup)?
    private let favouriteIDs: (any FavouriteIDsProviding)?
    private let console: Console

    nonisolated public init(
        service: any AutocompleteRestaurantsService,
        locationProvider: any CurrentLocationProviding,
        radiusProvider: any SearchRadiusProviding,
        places: (any PlaceNameLookup)? = nil,
        favouriteIDs: (any FavouriteIDsProviding)? = nil,
        console: Console
    ) {
        self.service = service
        self.locationProvider = locationProvider
        self.radiusProvider = radiusProvider
        self.places = places
        self.favouriteIDs = favouriteIDs
        self.console = console
    }

    public func buildModule(with input: SearchInput, navigation: SearchNavigation?) throws -> Module<Void> {
        let viewModel = SearchViewModel(
            service: service, locationProvider: locationProvider, radiusProvider: radiusProvider, places: places, favouriteIDs: favouriteIDs
        )
        let view = SearchView(console: console)
        let results = { [console] (input: SearchInput) in
            LoadAndRenderCoordinator(
                console: console, progress: "Searching…", load: { try await viewModel.search(input, choose: PlaceChoicePrompt.chooser(for: console)) },
                render: view.render
            )
        }
        guard let navigation else { return Module(coordinator: results(input)) }
        return Module(coordinator: SearchCoordinator(input: input, results: results, view: view, console: console, navigation: navigation))
    }
}
