import Shared
import SharedCLI

/// Makes the Preferences flow from the ports App registered: `UserPreferencesLoader`,
/// `UserPreferencesSaver` and the `Console`.
@MainActor
public final class PreferencesModuleBuilder: PreferencesModuleBuildable {
    private let container: DependencyManager

    nonisolated public init(container: DependencyManager) {
        self.container = container
    }

    public func buildModule(for action: PreferencesAction) throws -> Module<Void> {
        let viewModel = PreferencesViewModel(
            loader: try container.resolve((any UserPreferencesLoader).self),
            saver: try container.resolve((any UserPreferencesSaver).self)
        )
        let console = try container.resolve(Console.self)
        let view = PreferencesView(console: console)
        let load: @MainActor () async throws -> PreferencesViewData
        switch action {
        case .show: load = viewModel.load
        case let .set(changes): load = { try await viewModel.apply(changes) }
        case .reset: load = viewModel.reset
        case .edit: return Module(coordinator: PreferencesEditCoordinator(viewModel: viewModel, view: view, console: console))
        }
        return Module(coordinator: LoadAndRenderCoordinator(console: console, load: load, render: view.render))
    }
}
