import Shared

/// Makes the Location flow from the ports App registered: `LocationProviding`, `SavedLocationStore`
/// and the `Console`.
@MainActor
public final class LocationModuleBuilder: LocationModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildModule(for action: LocationAction) throws -> Module<Void> {
        let viewModel = LocationViewModel(
            provider: try container.resolve((any LocationProviding).self),
            store: try container.resolve((any SavedLocationStore).self)
        )
        return Module(coordinator: LocationCoordinator(action: action, viewModel: viewModel, view: LocationView(console: try container.resolve(Console.self))))
    }
}
