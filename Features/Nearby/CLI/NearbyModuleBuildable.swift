import Shared

@MainActor
public protocol NearbyModuleBuildable: ModuleBuildable {
    func buildModule(with input: NearbyInput) throws -> Module<Void>
}
