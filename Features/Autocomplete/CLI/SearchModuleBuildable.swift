import Shared

@MainActor
public protocol SearchModuleBuildable: ModuleBuildable {
    func buildModule(with input: SearchInput) throws -> Module<Void>
}
