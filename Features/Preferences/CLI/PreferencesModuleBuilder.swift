import Shared
import SharedCLI

/// Makes the Preferences flow from the ports App hands it.
@MainActor
public final class PreferencesModuleBuilder: PreferencesModuleBuildable {
    private let loader: any UserPreferencesLoader
    private let saver: any UserPreferencesSaver
    private let console: Console

    nonisolated public init(loader: any UserPreferencesLoader, saver: any UserPreferencesSaver, console: Console) {
        self.loader = loader
        self.saver = saver
        self.console = console
    }

    public func buildModule(for action: PreferencesAction) throws -> Module<Void> {
        let viewModel = PreferencesViewModel(loader: loader, saver: saver)
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
