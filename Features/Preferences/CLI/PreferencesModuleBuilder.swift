import Shared

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
        return Module(coordinator: PreferencesCoordinator(action: action, viewModel: viewModel, view: PreferencesView(console: console), console: console))
    }
}
