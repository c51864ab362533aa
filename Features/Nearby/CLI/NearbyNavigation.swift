/// Where the nearby list can lead in the interactive flow; App wires it to other features.
public struct NearbyNavigation: Sendable {
    public let showRestaurantDetails: @MainActor @Sendable (String) async throws -> Void

    public init(showRestaurantDetails: @escaping @MainActor @Sendable (String) async throws -> Void) {
        self.showRestaurantDetails = showRestaurantDetails
    }
}
