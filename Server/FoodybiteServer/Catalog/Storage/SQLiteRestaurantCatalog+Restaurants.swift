import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    static func restaurants(placeIDs: [String], includingReviews: Bool, in db: Database) throws -> [CatalogRestaurant] {
        guard !placeIDs.isEmpty else { return [] }
        let placeholders = databaseQuestionMarks(count: placeIDs.count)
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.*, \(effectiveRatingColumns)
            FROM restaurant AS r
            WHERE r.placeId IN (\(placeholders))
            """, arguments: StatementArguments(placeIDs))
        var restaurantsByRowID: [Int64: CatalogRestaurant] = [:]
        for row in rows {
            restaurantsByRowID[row["id"]] = restaurant(from: row)
        }
        let rowIDs = Array(restaurantsByRowID.keys)
        let rowPlaceholders = databaseQuestionMarks(count: rowIDs.count)
        let photoRows = try Row.fetchAll(db, sql: """
            SELECT restaurantId, reference, imageName, width, height, htmlAttributions FROM restaurantPhoto
            WHERE restaurantId IN (\(rowPlaceholders)) ORDER BY restaurantId, position
            """, arguments: StatementArguments(rowIDs))
        for row in photoRows {
            let photo = CatalogPhoto(
                reference: row["reference"], imageName: row["imageName"], width: row["width"], height: row["height"],
                htmlAttributions: CatalogWriter.decodeJSONList(row["htmlAttributions"])
            )
            restaurantsByRowID[row["restaurantId"]]?.photos.append(photo)
        }
        if includingReviews {
            let reviewRows = try Row.fetchAll(db, sql: """
                SELECT restaurantId, authorName, authorUrl, profilePhotoUrl, rating, text, time, language, originalText, originalLanguage
                FROM restaurantReview
                WHERE restaurantId IN (\(rowPlaceholders)) ORDER BY restaurantId, position
                """, arguments: StatementArguments(rowIDs))
            for row in reviewRows {
                let review = CatalogReview(
                    authorName: row["authorName"], authorURL: row["authorUrl"], profilePhotoURL: row["profilePhotoUrl"],
                    rating: row["rating"], text: row["text"], time: Date(timeIntervalSince1970: TimeInterval(row["time"] as Int64)),
                    language: row["language"], originalText: row["originalText"], originalLanguage: row["originalLanguage"]
                )
                restaurantsByRowID[row["restaurantId"]]?.reviews.append(review)
            }
        }
        let byPlaceID = Dictionary(restaurantsByRowID.values.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })
        return placeIDs.compactMap { byPlaceID[$0] }
    }

    private static func restaurant(from row: Row) -> CatalogRestaurant {
        let cuisines: String = row["cuisines"]
        let hoursText: String? = row["openingHours"]
        return CatalogRestaurant(
            placeID: row["placeId"],
            sourceKey: row["sourceKey"],
            source: CatalogSource(rawValue: row["source"]) ?? .demo,
            name: row["name"],
            location: GeoPoint(latitude: row["latitude"], longitude: row["longitude"]),
            formattedAddress: row["formattedAddress"],
            vicinity: row["vicinity"],
            phoneNumber: row["phoneNumber"],
            internationalPhoneNumber: row["internationalPhoneNumber"],
            cuisines: cuisines.split(separator: ";").map(String.init),
            website: row["website"],
            url: row["url"],
            openingHours: hoursText.flatMap(OpeningHours.init(storageText:)),
            openingHoursNote: row["openingHoursNote"],
            timeZone: row["timeZone"],
            rating: row["effectiveRating"],
            ratingsTotal: row["effectiveRatingsTotal"] ?? 0,
            priceLevel: row["priceLevel"],
            businessStatus: (row["businessStatus"] as String?).flatMap(CatalogBusinessStatus.init(rawValue:)) ?? .operational
        )
    }
}
