/// Where a restaurant page can lead in the interactive flow; App wires it to the Reviews feature, and to
/// Favourites to keep the restaurant or stop keeping it.
public struct DetailsNavigation: Sendable {
    public let addReview: @MainActor @Sendable (String) async throws -> Void
    /// Keeps the restaurant among the favourites, or stops keeping it: whether it is one now.
    public let toggleFavourite: (@MainActor @Sendable (String) async throws -> Bool)?

    public init(
        addReview: @escaping @MainActor @Sendable (String) async throws -> Void,
        toggleFavourite: (@MainActor @Sendable (String) async throws -> Bool)? = nil
    ) {
        self.addReview = addReview
        self.toggleFavourite = toggleFavourite
    }
}
