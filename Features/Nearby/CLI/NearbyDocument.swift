import Foundation
import SharedCLI

/// `{"source", "cachedAt", "center", "restaurants": [...]}` exactly as the command-line contract says,
/// and `"partial"`: true when only part of the answer arrived (stderr says why); `"looseMatch"`: how the
/// source matched a filter more loosely than asked, when it did.
struct NearbyDocument: Encodable {
    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var rating: Double?
        @NullEncodable var ratingsCount: Int?
        /// `RatingScore`, what "best rated first" ranks by.
        @NullEncodable var score: Double?
        @NullEncodable var priceLevel: Int?
        @NullEncodable var openNow: Bool?
        @NullEncodable var businessStatus: String?
        /// As people read them ("Pizza"); empty when the source names none.
        let cuisines: [String]
        let distanceMeters: Int
        let location: CoordinatesDocument
        @NullEncodable var photo: PhotoDocument?
        /// Whether the person keeps it as a favourite.
        let favourite: Bool

        init(_ row: RestaurantRowViewData) {
            id = row.id
            name = row.name
            rating = row.rating
            ratingsCount = row.ratingsCount
            score = row.score.map { ($0 * 1_000).rounded() / 1_000 }
            priceLevel = row.priceLevel
            openNow = row.openNow
            businessStatus = row.businessStatus?.rawValue
            cuisines = row.cuisines
            distanceMeters = Int(row.distanceMeters.rounded())
            location = CoordinatesDocument(row.location)
            photo = row.photo.map(PhotoDocument.init)
            favourite = row.isFavourite
        }
    }

    let source: String
    @NullEncodable var cachedAt: Date?
    let partial: Bool
    let center: CoordinatesDocument
    let restaurants: [Restaurant]
    let looseMatch: String?
    /// With no restaurants: where the catalog has some, or which filter to loosen.
    let hint: String?
    /// `"demo"` when the restaurants are the demo catalog's (fictional).
    let catalog: String?
    /// Whom to credit for the data, when the source asks.
    let attributions: [String]?
    /// With --near: the others of the name, best match first, when there are any.
    let otherPlaces: [NamedPlaceDocument]?

    init(_ nearby: NearbyViewData) {
        source = nearby.origin.sourceName
        cachedAt = nearby.origin.cachedAt
        partial = nearby.partialReason != nil
        center = CoordinatesDocument(nearby.center.coordinates)
        looseMatch = nearby.looseMatchReason
        hint = nearby.emptyHint
        catalog = nearby.demoNote == nil ? nil : "demo"
        attributions = nearby.credits.attributions.isEmpty ? nil : nearby.credits.attributions
        otherPlaces = nearby.otherPlaces.isEmpty ? nil : nearby.otherPlaces.map(NamedPlaceDocument.init)
        restaurants = nearby.rows.map(Restaurant.init)
    }
}
