/// Where a restaurant page can lead in the interactive flow; App wires it to the Reviews feature.
public struct DetailsNavigation: Sendable {
    public let addReview: @MainActor @Sendable (String) async throws -> Void

    public init(addReview: @escaping @MainActor @Sendable (String) async throws -> Void) {
        self.addReview = addReview
    }
}
