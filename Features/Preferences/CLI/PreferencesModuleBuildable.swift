import Shared

@MainActor
public protocol PreferencesModuleBuildable: ModuleBuildable {
    func buildModule(for action: PreferencesAction) throws -> Module<Void>
}
