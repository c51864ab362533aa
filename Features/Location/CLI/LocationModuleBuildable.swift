import Shared

@MainActor
public protocol LocationModuleBuildable: ModuleBuildable {
    func buildModule(for action: LocationAction) throws -> Module<Void>
}
