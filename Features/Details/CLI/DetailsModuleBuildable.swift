import Shared

@MainActor
public protocol DetailsModuleBuildable: ModuleBuildable {
    func buildModule(restaurantID: String) throws -> Module<Void>
    func buildPhotoModule(reference: String, output: String, maxWidth: Int) throws -> Module<Void>
}
