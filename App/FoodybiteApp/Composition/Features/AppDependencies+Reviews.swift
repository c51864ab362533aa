import Core
import DetailsFeature
import ReviewsFeature
import SharedCLI

extension AppDependencies {
    func registerReviews() {
        let remote = RemoteReviewsService(client: authenticatedHTTPClient, baseURL: foodybiteBaseURL)
        let environment = environment, namespace = URLOrigin.of(foodybiteBaseURL), placesNamespace = placesCacheNamespace
        container.register((any AddReviewService).self) { container in
            KnownRestaurantAddReviewService(decoratee: remote, details: try container.resolve((any RestaurantDetailsService).self))
        }
        container.register(LocalReviewsStore.self, lifetime: .singleton) { container in
            LocalReviewsStore(store: try container.resolve((any LocalStore).self), namespace: namespace)
        }
        container.register((any GetReviewsService).self) { container in
            let cache = try container.resolve(LocalReviewsStore.self)
            return GetReviewsServiceWithFallbackComposite(
                primary: GetReviewsServiceCacheDecorator(decoratee: remote, cache: cache),
                secondary: cache
            )
        }
        container.register((any RestaurantNamesProviding).self) { container in
            RestaurantNamesAdapter(
                cached: LocalRestaurantDetailsStore(store: try container.resolve((any LocalStore).self), namespace: placesNamespace),
                live: try container.resolve((any RestaurantDetailsService).self)
            )
        }
        container.register((any PlaceReviewsProviding).self) { container in
            PlaceReviewsAdapter(details: try container.resolve((any RestaurantDetailsService).self))
        }
        container.register((any ReviewTextEditing).self) { _ in ExternalEditor(environment: environment) }
        container.register((any ReviewsModuleBuildable).self) { container in
            ReviewsModuleBuilder(
                addService: try container.resolve((any AddReviewService).self),
                getService: try container.resolve((any GetReviewsService).self),
                editor: try container.resolve((any ReviewTextEditing).self),
                namesProvider: try? container.resolve((any RestaurantNamesProviding).self),
                placeReviews: try? container.resolve((any PlaceReviewsProviding).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
