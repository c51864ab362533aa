import Shared
import SharedCLI

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
        let console = try container.resolve(Console.self)
        let view = LocationView(console: console)
        let load: @MainActor () async throws -> LocationViewData = switch action {
        case .show: viewModel.show
        case let .set(coordinates): { try await viewModel.save(coordinates) }
        case .clear: viewModel.clear
        }
        return Module(coordinator: LoadAndRenderCoordinator(console: console, load: load, render: { try view.render($0, after: action) }))
    }
}
