import Foundation
import Shared
import SharedCLI

/// Makes the Nearby flow from the ports App hands it.
@MainActor
public final class NearbyModuleBuilder: NearbyModuleBuildable {
    private let service: any NearbyRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let criteriaProvider: any SearchCriteriaProviding
    private let distance: any DistanceMeasuring
    private let coverageProvider: (any CatalogCoverageProviding)?
    private let places: (any PlaceNameLookup)?
    private let favourites: (any FavouriteRestaurantsProviding)?
    private let favouriteIDs: (any FavouriteIDsProviding)?
    private let mapService: MapService
    private let console: Console
    private let now: @Sendable () -> Date

    nonisolated public init(
        service: any NearbyRestaurantsService,
        locationProvider: any CurrentLocationProviding,
        criteriaProvider: any SearchCriteriaProviding,
        distance: any DistanceMeasuring,
        coverageProvider: (any CatalogCoverageProviding)?,
        places: (any PlaceNameLookup)? = nil,
        favourites: (any FavouriteRestaurantsProviding)? = nil,
        favouriteIDs: (any FavouriteIDsProviding)? = nil,
        mapService: MapService = .openStreetMap,
        console: Console,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.locationProvider = locationProvider
        self.criteriaProvider = criteriaProvider
        self.distance = distance
        self.coverageProvider = coverageProvider
        self.places = places
        self.favourites = favourites
        self.favouriteIDs = favouriteIDs
        self.mapService = mapService
        self.console = console
        self.now = now
    }

    public func buildModule(with input: NearbyInput, navigation: NearbyNavigation?) throws -> Module<Void> {
        let viewModel = NearbyViewModel(
            service: service,
            locationProvider: locationProvider,
            criteriaProvider: criteriaProvider,
            distance: distance,
            coverageProvider: coverageProvider,
            places: places,
            matchJudge: VocabularyMatchJudge(),
            favourites: favourites.map { FavouritesNearbyRestaurantsService(favourites: $0, distance: distance) },
            favouriteIDs: favouriteIDs
        )
        let view = NearbyView(
            console: console, now: now, showsMap: input.showsMap, mapService: mapService, picksByNumber: navigation != nil && console.offersMenus
        )
        let list: @MainActor (NearbyInput) -> LoadAndRenderCoordinator<NearbyViewData> = { [console] input in
            LoadAndRenderCoordinator(
                console: console,
                progress: "Finding restaurants near you…",
                load: { try await viewModel.load(input, choose: PlaceChoicePrompt.chooser(for: console)) },
                render: view.showingMap(input.showsMap).render
            )
        }
        guard let navigation else { return Module(coordinator: list(input)) }
        return Module(coordinator: NearbyCoordinator(input: input, view: view, console: console, navigation: navigation, search: list))
    }
}
