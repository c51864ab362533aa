import Shared

@MainActor
public protocol SearchModuleBuildable: ModuleBuildable {
    /// With `navigation` and a terminal, a person types what to search for and opens results.
    func buildModule(with input: SearchInput, navigation: SearchNavigation?) throws -> Module<Void>
}

extension SearchModuleBuildable {
    public func buildModule(with input: SearchInput) throws -> Module<Void> {
        try buildModule(with: input, navigation: nil)
    }
}
