import Shared

/// Makes the search flow from the ports App registered: `AutocompleteRestaurantsService`,
/// `CurrentLocationProviding`, `SearchRadiusProviding` and the `Console`.
@MainActor
public final class SearchModuleBuilder: SearchModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildModule(with input: SearchInput, navigation: SearchNavigation?) throws -> Module<Void> {
        let viewModel = SearchViewModel(
            service: try container.resolve((any AutocompleteRestaurantsService).self),
            locationProvider: try container.resolve((any CurrentLocationProviding).self),
            radiusProvider: try container.resolve((any SearchRadiusProviding).self)
        )
        let console = try container.resolve(Console.self)
        return Module(coordinator: SearchCoordinator(input: input, viewModel: viewModel, view: SearchView(console: console), console: console, navigation: navigation))
    }
}
