import CatalogDomain
import CatalogSQLite
import Foundation
import Logging
import NIOCore
import PostgresNIO

/// Reads whole restaurants (with photos and, when asked, catalog reviews) from the PostgreSQL catalog,
/// rated by `effective_rating` as the routes answer them.
enum PostgresCatalogRows {
    static func restaurants(
        placeIDs: [String], includingReviews: Bool, on connection: PostgresConnection, logger: Logger
    ) async throws -> [CatalogRestaurant] {
        var restaurantsByRowID: [Int64: CatalogRestaurant] = [:]
        for row in try await connection.all("""
            SELECT id, place_id, source_key, source, name, latitude, longitude, formatted_address, vicinity, phone_number,
                   international_phone_number, cuisines, website, url, opening_hours, opening_hours_note, time_zone,
                   effective_rating, effective_ratings_total, price_level, business_status, facts
            FROM restaurant WHERE place_id = ANY(\(placeIDs))
            """, logger: logger) {
            let columns = row.makeRandomAccess()
            restaurantsByRowID[try columns["id"].decode(Int64.self)] = try restaurant(from: columns)
        }
        let rowIDs = Array(restaurantsByRowID.keys)
        if !rowIDs.isEmpty {
            for row in try await connection.all("""
                SELECT restaurant_id, reference, image_name, width, height, html_attributions FROM restaurant_photo
                WHERE restaurant_id = ANY(\(rowIDs)) ORDER BY restaurant_id, position
                """, logger: logger) {
                let (rowID, reference, imageName, width, height, attributions) = try row.decode((Int64, String, String, Int, Int, String).self)
                restaurantsByRowID[rowID]?.photos.append(CatalogPhoto(
                    reference: reference, imageName: imageName, width: width, height: height,
                    htmlAttributions: CatalogWriter.decodeJSONList(attributions)
                ))
            }
        }
        if includingReviews, !rowIDs.isEmpty {
            for row in try await connection.all("""
                SELECT restaurant_id, author_name, author_url, profile_photo_url, rating, text, time, language, original_text,
                       original_language
                FROM restaurant_review WHERE restaurant_id = ANY(\(rowIDs)) ORDER BY restaurant_id, position
                """, logger: logger) {
                let (rowID, authorName, authorURL, photoURL, rating, text, time, language, originalText, originalLanguage) =
                    try row.decode((Int64, String, String?, String?, Int, String, Int64, String?, String?, String?).self)
                restaurantsByRowID[rowID]?.reviews.append(CatalogReview(
                    authorName: authorName, authorURL: authorURL, profilePhotoURL: photoURL, rating: rating, text: text,
                    time: Date(timeIntervalSince1970: TimeInterval(time)), language: language, originalText: originalText,
                    originalLanguage: originalLanguage
                ))
            }
        }
        let byPlaceID = Dictionary(restaurantsByRowID.values.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })
        return placeIDs.compactMap { byPlaceID[$0] }
    }

    private static func restaurant(from columns: PostgresRandomAccessRow) throws -> CatalogRestaurant {
        let hoursText = try columns["opening_hours"].decode(String?.self)
        return CatalogRestaurant(
            placeID: try columns["place_id"].decode(String.self),
            sourceKey: try columns["source_key"].decode(String.self),
            source: CatalogSource(rawValue: try columns["source"].decode(String.self)) ?? .demo,
            name: try columns["name"].decode(String.self),
            location: GeoPoint(latitude: try columns["latitude"].decode(Double.self), longitude: try columns["longitude"].decode(Double.self)),
            formattedAddress: try columns["formatted_address"].decode(String?.self),
            vicinity: try columns["vicinity"].decode(String?.self),
            phoneNumber: try columns["phone_number"].decode(String?.self),
            internationalPhoneNumber: try columns["international_phone_number"].decode(String?.self),
            cuisines: CuisineValue.values(storedIn: try columns["cuisines"].decode(String.self)),
            website: try columns["website"].decode(String?.self),
            url: try columns["url"].decode(String?.self),
            openingHours: hoursText.flatMap(OpeningHours.init(storageText:)),
            openingHoursNote: try columns["opening_hours_note"].decode(String?.self),
            timeZone: try columns["time_zone"].decode(String.self),
            rating: try columns["effective_rating"].decode(Double?.self),
            ratingsTotal: try columns["effective_ratings_total"].decode(Int.self),
            priceLevel: try columns["price_level"].decode(Int?.self),
            businessStatus: CatalogBusinessStatus(rawValue: try columns["business_status"].decode(String.self)) ?? .operational,
            facts: CatalogPlaceFacts(storageText: try columns["facts"].decode(String?.self))
        )
    }
}
