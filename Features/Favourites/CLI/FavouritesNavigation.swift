/// Where the favourites list can lead in the interactive flow; App wires it to the Details feature.
public struct FavouritesNavigation: Sendable {
    public let showRestaurantDetails: @MainActor @Sendable (String) async throws -> Void

    public init(showRestaurantDetails: @escaping @MainActor @Sendable (String) async throws -> Void) {
        self.showRestaurantDetails = showRestaurantDetails
    }
}
