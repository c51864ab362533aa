import CatalogDomain
import Foundation

/// Restaurants prepared for one bulk insert into an empty catalog: JSON documents that SQLite expands
/// itself (`json_each`), so thousands of restaurants, their photos and reviews go in with three
/// statements and the per-row work (indexes and triggers included) stays inside SQLite.
public struct CatalogBulkInsert: Sendable {
    package let restaurants: String
    package let photos: String
    package let reviews: String
    public let count: Int

    /// The columns of a row of `restaurants`, in order.
    package static let restaurantColumns = """
        placeId, sourceKey, source, name, latitude, longitude, formattedAddress, vicinity, phoneNumber, internationalPhoneNumber,
        cuisines, website, url, openingHours, timeZone, rating, ratingsTotal, priceLevel, searchText, businessStatus, openingHoursNote, facts
        """
    /// A row of `restaurants` as `restaurantColumns`, then its rating and count again as the effective
    /// ones, read from `json_each`'s `value`.
    package static let restaurantValues = ((0..<22).map(value) + [value(15), value(16)]).joined(separator: ", ")

    /// Column `index` of the row `json_each` is at.
    package static func value(_ index: Int) -> String { "json_extract(value, '$[\(index)]')" }

    public init(_ restaurants: [CatalogRestaurant]) {
        // Written by hand (JSONRowsText): JSONSerialization boxed every value and was half of a bulk
        // insert's time, and a JSONValue per field cost most of the rest.
        var restaurantRows = JSONRowsText(reservingCapacity: restaurants.count * 512)
        var photoRows = JSONRowsText()
        var reviewRows = JSONRowsText()
        for restaurant in restaurants {
            restaurantRows.startRow()
            restaurantRows.append(restaurant.placeID)
            restaurantRows.append(restaurant.sourceKey)
            restaurantRows.append(restaurant.source.rawValue)
            restaurantRows.append(restaurant.name)
            restaurantRows.append(restaurant.location.latitude)
            restaurantRows.append(restaurant.location.longitude)
            restaurantRows.append(restaurant.formattedAddress)
            restaurantRows.append(restaurant.vicinity)
            restaurantRows.append(restaurant.phoneNumber)
            restaurantRows.append(restaurant.internationalPhoneNumber)
            restaurantRows.append(CuisineValue.storedText(restaurant.cuisines))
            restaurantRows.append(restaurant.website)
            restaurantRows.append(restaurant.url)
            restaurantRows.append(restaurant.openingHours?.storageText)
            restaurantRows.append(restaurant.timeZone)
            restaurantRows.append(restaurant.rating)
            restaurantRows.append(restaurant.ratingsTotal)
            restaurantRows.append(restaurant.priceLevel)
            restaurantRows.append(CatalogWriter.searchText(for: restaurant))
            restaurantRows.append(restaurant.businessStatus.rawValue)
            restaurantRows.append(restaurant.openingHoursNote)
            restaurantRows.append(restaurant.facts.storageText)
            restaurantRows.endRow()
            for (position, photo) in restaurant.photos.enumerated() {
                photoRows.startRow()
                photoRows.append(restaurant.placeID)
                photoRows.append(photo.reference)
                photoRows.append(position)
                photoRows.append(photo.imageName)
                photoRows.append(photo.width)
                photoRows.append(photo.height)
                photoRows.append(CatalogWriter.encodeJSONList(photo.htmlAttributions))
                photoRows.endRow()
            }
            for (position, review) in restaurant.reviews.enumerated() {
                reviewRows.startRow()
                reviewRows.append(restaurant.placeID)
                reviewRows.append(position)
                reviewRows.append(review.authorName)
                reviewRows.append(review.authorURL)
                reviewRows.append(review.profilePhotoURL)
                reviewRows.append(review.rating)
                reviewRows.append(review.text)
                reviewRows.append(Int(review.time.timeIntervalSince1970.rounded()))
                reviewRows.append(review.language)
                reviewRows.append(review.originalText)
                reviewRows.append(review.originalLanguage)
                reviewRows.endRow()
            }
        }
        self.restaurants = restaurantRows.finish()
        self.photos = photoRows.finish()
        self.reviews = reviewRows.finish()
        self.count = restaurants.count
    }
}
