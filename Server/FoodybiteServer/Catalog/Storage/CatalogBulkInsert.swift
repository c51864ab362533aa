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
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
        func integer(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
        var restaurantRows: [JSONValue] = []
        var photoRows: [JSONValue] = []
        var reviewRows: [JSONValue] = []
        restaurantRows.reserveCapacity(restaurants.count)
        for restaurant in restaurants {
            restaurantRows.append(.array([
                text(restaurant.placeID), text(restaurant.sourceKey), text(restaurant.source.rawValue), text(restaurant.name),
                number(restaurant.location.latitude), number(restaurant.location.longitude),
                text(restaurant.formattedAddress), text(restaurant.vicinity), text(restaurant.phoneNumber),
                text(restaurant.internationalPhoneNumber), text(restaurant.cuisines.joined(separator: ";")), text(restaurant.website),
                text(restaurant.url), text(restaurant.openingHours?.storageText), text(restaurant.timeZone), number(restaurant.rating),
                integer(restaurant.ratingsTotal), integer(restaurant.priceLevel), text(CatalogWriter.searchText(for: restaurant)),
                text(restaurant.businessStatus.rawValue), text(restaurant.openingHoursNote),
            ]))
            for (position, photo) in restaurant.photos.enumerated() {
                photoRows.append(.array([
                    text(restaurant.placeID), text(photo.reference), integer(position), text(photo.imageName), integer(photo.width),
                    integer(photo.height), text(CatalogWriter.encodeJSONList(photo.htmlAttributions)),
                ]))
            }
            for (position, review) in restaurant.reviews.enumerated() {
                reviewRows.append(.array([
                    text(restaurant.placeID), integer(position), text(review.authorName), text(review.authorURL), text(review.profilePhotoURL),
                    integer(review.rating), text(review.text), integer(Int(review.time.timeIntervalSince1970.rounded())), text(review.language),
                    text(review.originalText), text(review.originalLanguage),
                ]))
            }
        }
        // Written by hand (JSONValue): JSONSerialization boxed every value and was half of a bulk insert's time.
        self.restaurants = JSONValue.array(restaurantRows).text
        self.photos = JSONValue.array(photoRows).text
        self.reviews = JSONValue.array(reviewRows).text
        self.count = restaurants.count
    }
}
