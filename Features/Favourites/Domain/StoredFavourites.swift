/// What the favourites store holds: the favourites it can read, first added first, and how many records
/// it could not read (kept as they are, never dropped).
public struct StoredFavourites: Sendable, Equatable {
    public let favourites: [Favourite]
    public let unreadableCount: Int

    public init(favourites: [Favourite], unreadableCount: Int = 0) {
        self.favourites = favourites
        self.unreadableCount = unreadableCount
    }

    public var restaurantIDs: Set<String> { Set(favourites.map(\.restaurantID)) }
}
