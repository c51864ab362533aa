import Foundation
import Shared

/// Keeps, lists, removes, exports and imports a person's favourites.
@MainActor
public final class FavouritesViewModel {
    /// How many restaurants are looked up at once when listing.
    static let lookupsAtOnce = 4

    private let store: any FavouritesStore
    private let lookup: any FavouriteRestaurantLookup
    private let now: @Sendable () -> Date

    public init(store: any FavouritesStore, lookup: any FavouriteRestaurantLookup, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.lookup = lookup
        self.now = now
    }

    /// Keeps the restaurant (looked up, so an id nobody has is refused), with `note`; adding it again
    /// replaces the note and keeps when it was first added.
    public func add(restaurantID typed: String, note: String?) async throws -> Favourite {
        let restaurantID = typed.trimmingCharacters(in: .whitespaces)
        let restaurant = try await lookup.restaurant(withID: restaurantID).value
        let earlier = try await store.favourites().favourites.first { $0.restaurantID == restaurantID }
        let favourite = Favourite(
            restaurantID: restaurantID, name: restaurant.name, location: restaurant.location, cuisines: restaurant.cuisines,
            note: Self.cleaned(note), addedAt: earlier?.addedAt ?? now()
        )
        try await store.save(favourite)
        return favourite
    }

    /// Every favourite, first added first, with how its restaurant stands now (looked up a few at a time).
    public func list() async throws -> FavouritesListViewData {
        let stored = try await store.favourites()
        let found = await standings(of: stored.favourites.map(\.restaurantID))
        let rows = stored.favourites.map { favourite in
            let standing = found[favourite.restaurantID]
            return FavouritesListViewData.Row(favourite: favourite, restaurant: standing?.value, origin: standing?.origin)
        }
        return FavouritesListViewData(rows: rows, unreadableCount: stored.unreadableCount)
    }

    /// The favourite removed; `FavouriteNotFoundError` when none has that id.
    public func remove(restaurantID typed: String) async throws -> Favourite {
        let restaurantID = typed.trimmingCharacters(in: .whitespaces)
        guard let favourite = try await store.favourites().favourites.first(where: { $0.restaurantID == restaurantID }),
              try await store.remove(restaurantID: restaurantID)
        else { throw FavouriteNotFoundError(restaurantID: restaurantID) }
        return favourite
    }

    public func export() async throws -> StoredFavourites {
        try await store.favourites()
    }

    /// Keeps every favourite given (the last of an id given twice): new ones are added, ones already kept
    /// take the imported note (and keep when they were first added). How many were new, how many already
    /// kept.
    public func importing(_ given: [Favourite]) async throws -> (added: Int, updated: Int) {
        let kept = Dictionary(try await store.favourites().favourites.map { ($0.restaurantID, $0) }, uniquingKeysWith: { first, _ in first })
        let lastOfEach = Dictionary(given.map { ($0.restaurantID, $0) }, uniquingKeysWith: { _, last in last })
        var seen = Set<String>()
        let favourites = given.map(\.restaurantID).filter { seen.insert($0).inserted }.compactMap { lastOfEach[$0] }
        var added = 0, updated = 0
        for favourite in favourites {
            if let earlier = kept[favourite.restaurantID] {
                try await store.save(Favourite(
                    restaurantID: favourite.restaurantID, name: favourite.name, location: favourite.location, cuisines: favourite.cuisines,
                    note: Self.cleaned(favourite.note), addedAt: min(earlier.addedAt, favourite.addedAt)
                ))
                updated += 1
            } else {
                try await store.save(Favourite(
                    restaurantID: favourite.restaurantID, name: favourite.name, location: favourite.location, cuisines: favourite.cuisines,
                    note: Self.cleaned(favourite.note), addedAt: favourite.addedAt
                ))
                added += 1
            }
        }
        return (added, updated)
    }

    private func standings(of ids: [String]) async -> [String: Sourced<FavouriteRestaurant>] {
        await ConcurrentLookup.values(for: ids, atOnce: Self.lookupsAtOnce) { [lookup] id in try? await lookup.restaurant(withID: id) }
    }

    private static func cleaned(_ note: String?) -> String? {
        let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed?.isEmpty == false ? trimmed : nil
    }
}
