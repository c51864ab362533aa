import Shared

@MainActor
public protocol NearbyModuleBuildable: ModuleBuildable {
    /// With `navigation` and a terminal, the list stays open: a person picks restaurants to open.
    func buildModule(with input: NearbyInput, navigation: NearbyNavigation?) throws -> Module<Void>
}

extension NearbyModuleBuildable {
    public func buildModule(with input: NearbyInput) throws -> Module<Void> {
        try buildModule(with: input, navigation: nil)
    }
}
