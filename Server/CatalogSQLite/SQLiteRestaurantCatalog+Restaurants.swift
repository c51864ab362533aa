import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    package static func restaurants(placeIDs: [String], includingReviews: Bool, in db: Database) throws -> [CatalogRestaurant] {
        guard !placeIDs.isEmpty else { return [] }
        let byRowID = try restaurantsByRowID(placeIDs, includingReviews: includingReviews, in: db)
        let byPlaceID = Dictionary(byRowID.values.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })
        return placeIDs.compactMap { byPlaceID[$0] }
    }

    private static func restaurantsByRowID(_ placeIDs: [String], includingReviews: Bool, in db: Database) throws -> [Int64: CatalogRestaurant] {
        // Cached, and read by position: a page asks for the same few shapes again and again, and
        // looking columns up by name compared names case-insensitively for every value. Rows are read
        // where they lie (a cursor copies none of them).
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT \(RestaurantColumn.selection)
            FROM restaurant AS r
            WHERE r.placeId IN (\(SQLPlaceholderList.of(count: placeIDs.count)))
            """), arguments: StatementArguments(placeIDs))
        var byRowID: [Int64: CatalogRestaurant] = [:]
        byRowID.reserveCapacity(placeIDs.count)
        while let row = try rows.next() {
            byRowID[row[RestaurantColumn.id.rawValue]] = restaurant(from: row)
        }
        let rowIDs = Array(byRowID.keys)
        let rowPlaceholders = SQLPlaceholderList.of(count: rowIDs.count)
        let photoRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT restaurantId, \(restaurantPhotoColumns) FROM restaurantPhoto
            WHERE restaurantId IN (\(rowPlaceholders)) ORDER BY restaurantId, position
            """), arguments: StatementArguments(rowIDs))
        var attributions = PhotoAttributions()
        while let row = try photoRows.next() {
            byRowID[row[0]]?.photos.append(photo(from: row, startingAt: 1, attributions: &attributions))
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
                byRowID[row["restaurantId"]]?.reviews.append(review)
            }
        }
        return byRowID
    }

    private static let restaurantPhotoColumns = photoColumns(of: "restaurantPhoto")

    /// The columns of a photo of `table` (restaurantPhoto's name or alias), in the order
    /// `photo(from:startingAt:attributions:)` reads them.
    package static func photoColumns(of table: String) -> String {
        ["reference", "imageName", "width", "height", "htmlAttributions"].map { "\(table).\($0)" }.joined(separator: ", ")
    }

    /// A photo from the columns of `photoColumns(of:)`, the first of them at `first`.
    package static func photo(from row: Row, startingAt first: Int, attributions: inout PhotoAttributions) -> CatalogPhoto {
        CatalogPhoto(
            reference: row[first],
            imageName: row[first + 1],
            width: row[first + 2],
            height: row[first + 3],
            htmlAttributions: attributions.list(row[first + 4])
        )
    }

    /// The restaurant's columns in the order `restaurantsByRowID` selects them.
    private enum RestaurantColumn: Int, CaseIterable {
        case id, placeId, sourceKey, source, name, latitude, longitude, formattedAddress, vicinity, phoneNumber
        case internationalPhoneNumber, cuisines, website, url, openingHours, openingHoursNote, timeZone
        case effectiveRating, effectiveRatingsTotal, priceLevel, businessStatus, facts

        static let selection = allCases.map { "r.\($0)" }.joined(separator: ", ")
    }

    private static func restaurant(from row: Row) -> CatalogRestaurant {
        typealias C = RestaurantColumn
        let cuisines: String = row[C.cuisines.rawValue]
        let hoursText: String? = row[C.openingHours.rawValue]
        return CatalogRestaurant(
            placeID: row[C.placeId.rawValue],
            sourceKey: row[C.sourceKey.rawValue],
            source: CatalogSource(rawValue: row[C.source.rawValue]) ?? .demo,
            name: row[C.name.rawValue],
            location: GeoPoint(latitude: row[C.latitude.rawValue], longitude: row[C.longitude.rawValue]),
            formattedAddress: row[C.formattedAddress.rawValue],
            vicinity: row[C.vicinity.rawValue],
            phoneNumber: row[C.phoneNumber.rawValue],
            internationalPhoneNumber: row[C.internationalPhoneNumber.rawValue],
            cuisines: CuisineValue.values(storedIn: cuisines),
            website: row[C.website.rawValue],
            url: row[C.url.rawValue],
            openingHours: hoursText.flatMap(OpeningHours.init(storageText:)),
            openingHoursNote: row[C.openingHoursNote.rawValue],
            timeZone: row[C.timeZone.rawValue],
            rating: row[C.effectiveRating.rawValue],
            ratingsTotal: row[C.effectiveRatingsTotal.rawValue] ?? 0,
            priceLevel: row[C.priceLevel.rawValue],
            businessStatus: (row[C.businessStatus.rawValue] as String?).flatMap(CatalogBusinessStatus.init(rawValue:)) ?? .operational,
            facts: CatalogPlaceFacts(storageText: row[C.facts.rawValue])
        )
    }
}
