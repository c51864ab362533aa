import Foundation

/// Restaurants prepared for one bulk insert into an empty catalog: JSON documents that SQLite expands
/// itself (`json_each`), so thousands of restaurants, their photos and reviews go in with three
/// statements and the per-row work (indexes and triggers included) stays inside SQLite.
public struct CatalogBulkInsert: Sendable {
    let restaurants: String
    let photos: String
    let reviews: String
    public let count: Int

    public init(_ restaurants: [CatalogRestaurant]) {
        func value(_ optional: Any?) -> Any { optional ?? NSNull() }
        var restaurantRows: [[Any]] = []
        var photoRows: [[Any]] = []
        var reviewRows: [[Any]] = []
        restaurantRows.reserveCapacity(restaurants.count)
        for restaurant in restaurants {
            restaurantRows.append([
                restaurant.placeID, restaurant.sourceKey, restaurant.source.rawValue, restaurant.name,
                restaurant.location.latitude, restaurant.location.longitude,
                value(restaurant.formattedAddress), value(restaurant.vicinity), value(restaurant.phoneNumber),
                value(restaurant.internationalPhoneNumber), restaurant.cuisines.joined(separator: ";"), value(restaurant.website),
                value(restaurant.url), value(restaurant.openingHours?.storageText), restaurant.timeZone, value(restaurant.rating),
                restaurant.ratingsTotal, value(restaurant.priceLevel), CatalogWriter.searchText(for: restaurant),
                restaurant.businessStatus.rawValue, value(restaurant.openingHoursNote),
            ])
            for (position, photo) in restaurant.photos.enumerated() {
                photoRows.append([
                    restaurant.placeID, photo.reference, position, photo.imageName, photo.width, photo.height,
                    CatalogWriter.encodeJSONList(photo.htmlAttributions),
                ])
            }
            for (position, review) in restaurant.reviews.enumerated() {
                reviewRows.append([
                    restaurant.placeID, position, review.authorName, value(review.authorURL), value(review.profilePhotoURL),
                    review.rating, review.text, Int64(review.time.timeIntervalSince1970.rounded()), value(review.language),
                    value(review.originalText), value(review.originalLanguage),
                ])
            }
        }
        self.restaurants = Self.json(restaurantRows)
        self.photos = Self.json(photoRows)
        self.reviews = Self.json(reviewRows)
        self.count = restaurants.count
    }

    private static func json(_ rows: [[Any]]) -> String {
        // Only strings, numbers and nulls: serialisation cannot fail.
        let data = (try? JSONSerialization.data(withJSONObject: rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
