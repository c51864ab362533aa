import Shared

@MainActor
public protocol ReviewsModuleBuildable: ModuleBuildable {
    /// `stars` nil: asked at a prompt (the interactive flow).
    func buildAddModule(restaurantID: String, stars: Int?, text: ReviewTextSource) throws -> Module<Void>
    func buildListModule(restaurantID: String?, mineOnly: Bool) throws -> Module<Void>
}
