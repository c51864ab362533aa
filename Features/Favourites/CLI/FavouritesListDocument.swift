import Foundation
import SharedCLI

/// `{"favourites": [...]}` as `favourites list --json` prints it: what was kept, and how each restaurant
/// stands now (null where it could not be looked up, with `source` null).
struct FavouritesListDocument: Encodable {
    struct Favourite: Encodable, Sendable {
        let id: String
        let name: String
        @NullEncodable var note: String?
        let addedAt: Date
        let location: CoordinatesDocument
        let cuisines: [String]
        @NullEncodable var rating: Double?
        @NullEncodable var ratingsCount: Int?
        @NullEncodable var openNow: Bool?
        @NullEncodable var businessStatus: String?
        /// "live", "cache", or null when neither could say.
        @NullEncodable var source: String?
        @NullEncodable var cachedAt: Date?

        init(_ row: FavouritesListViewData.Row) {
            id = row.id
            name = row.name
            note = row.favourite.note
            addedAt = row.favourite.addedAt
            location = CoordinatesDocument(row.location)
            cuisines = row.cuisines
            rating = row.restaurant?.rating
            ratingsCount = row.restaurant?.ratingsCount
            openNow = row.restaurant?.isOpen
            businessStatus = row.restaurant?.businessStatus?.rawValue
            source = row.origin?.sourceName
            cachedAt = row.origin?.cachedAt
        }
    }

    let favourites: [Favourite]
}
