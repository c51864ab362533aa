import Foundation
import Shared

/// The favourites list: each favourite with how its restaurant stands now, where that could be learnt.
public struct FavouritesListViewData: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let favourite: Favourite
        /// The restaurant now, live or from the cache; nil when neither could say (the row shows what
        /// was kept when it was added).
        public let restaurant: FavouriteRestaurant?
        public let origin: DataOrigin?

        public var id: String { favourite.restaurantID }
        public var name: String { restaurant?.name ?? favourite.name }
        public var cuisines: [String] { restaurant?.cuisines ?? favourite.cuisines }
        public var location: Coordinates { restaurant?.location ?? favourite.location }
        public var ratingText: String { restaurant.map { RatingFormatter.stars($0.rating) } ?? "–" }

        /// "open", "closed", "–", why it is closed for good or for now, or "not reachable".
        public var openText: String {
            restaurant.map { OpenStateFormatter.text(isOpen: $0.isOpen, businessStatus: $0.businessStatus) } ?? "not reachable"
        }
    }

    public let rows: [Row]
    public let unreadableCount: Int

    public init(rows: [Row], unreadableCount: Int = 0) {
        self.rows = rows
        self.unreadableCount = unreadableCount
    }

    /// When some rows come from the cache or could not be refreshed: says so, with the oldest age.
    public func standingNote(now: Date) -> String? {
        let unreachable = rows.filter { $0.restaurant == nil }.count
        let cached = rows.compactMap { $0.origin?.cachedAt }
        var notes: [String] = []
        if let oldest = cached.min() {
            notes.append("\(cached.count) of \(rows.count) from the cache (the oldest saved \(RelativeTimeFormatter.string(for: oldest, relativeTo: now))).")
        }
        if unreachable > 0 {
            notes.append("\(unreachable) could not be looked up now and cached nowhere: shown as kept when added.")
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    /// Says that some kept records could not be read (they are kept, not deleted).
    public var unreadableNote: String? {
        guard unreadableCount > 0 else { return nil }
        return "Warning: \(unreadableCount) favourite\(unreadableCount == 1 ? "" : "s") could not be read; kept as \(unreadableCount == 1 ? "it is" : "they are"), not deleted."
    }
}
