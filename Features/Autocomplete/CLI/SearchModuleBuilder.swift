import Shared
import SharedCLI

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
        let view = SearchView(console: console)
        let results = { (input: SearchInput) in
            LoadAndRenderCoordinator(console: console, progress: "Searching…", load: { try await viewModel.search(input) }, render: view.render)
        }
        guard let navigation else { return Module(coordinator: results(input)) }
        return Module(coordinator: SearchCoordinator(input: input, results: results, view: view, console: console, navigation: navigation))
    }
}
