import Shared

@MainActor
public protocol ReviewsModuleBuildable: ModuleBuildable {
    /// `stars` nil: asked at a prompt (the interactive flow).
    func buildAddModule(restaurantID: String, stars: Int?, text: ReviewTextSource) throws -> Module<Void>
    /// `page`: where a long list continues (`--after`); nil for its newest reviews.
    func buildListModule(restaurantID: String?, mineOnly: Bool, page: String?) throws -> Module<Void>
}
