import Shared

@MainActor
public protocol ReviewsModuleBuildable: ModuleBuildable {
    func buildAddModule(restaurantID: String, stars: Int, text: ReviewTextSource) throws -> Module<Void>
    func buildListModule(restaurantID: String?, mineOnly: Bool) throws -> Module<Void>
}
