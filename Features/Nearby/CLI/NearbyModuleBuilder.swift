import Foundation
import Shared
import SharedCLI

/// Makes the Nearby flow from the ports App registered: `NearbyRestaurantsService`,
/// `CurrentLocationProviding`, `SearchCriteriaProviding`, `DistanceMeasuring` and the `Console`.
@MainActor
public final class NearbyModuleBuilder: NearbyModuleBuildable {
    private let container: DependencyManager
    private let now: @Sendable () -> Date

    nonisolated public init(container: DependencyManager, now: @escaping @Sendable () -> Date = Date.init) {
        self.container = container
        self.now = now
    }

    public func buildModule(with input: NearbyInput, navigation: NearbyNavigation?) throws -> Module<Void> {
        let viewModel = NearbyViewModel(
            service: try container.resolve((any NearbyRestaurantsService).self),
            locationProvider: try container.resolve((any CurrentLocationProviding).self),
            criteriaProvider: try container.resolve((any SearchCriteriaProviding).self),
            distance: try container.resolve((any DistanceMeasuring).self),
            coverageProvider: try? container.resolve((any CatalogCoverageProviding).self)
        )
        let console = try container.resolve(Console.self)
        let view = NearbyView(console: console, now: now)
        let list = LoadAndRenderCoordinator(
            console: console,
            progress: "Finding restaurants near you…",
            load: { try await viewModel.load(input) },
            render: view.render
        )
        guard let navigation else { return Module(coordinator: list) }
        return Module(coordinator: NearbyCoordinator(list: list, view: view, console: console, navigation: navigation))
    }
}
