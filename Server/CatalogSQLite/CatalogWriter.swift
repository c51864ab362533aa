import CatalogDomain
import Foundation
import GRDB
import ServerJSON

/// Writes to the catalog inside a caller's transaction, so seeding and imports are all-or-nothing.
public enum CatalogWriter {
    public enum UpsertOutcome: Sendable, Equatable {
        case inserted
        case updated
    }

    /// Inserts the restaurant, or updates the one with the same `sourceKey` (its place id, photos and
    /// reviews included).
    @discardableResult
    public static func upsert(_ restaurant: CatalogRestaurant, in db: Database) throws -> UpsertOutcome {
        let existing = try db.cachedStatement(sql: "SELECT id FROM restaurant WHERE sourceKey = ?")
        let existingID = try Int64.fetchOne(existing, arguments: [restaurant.sourceKey])
        // The catalog's rating first; merged with the Foodybite reviews, if any, once the row is written.
        let columns = storedColumns(of: restaurant) + [restaurant.rating, restaurant.ratingsTotal]
        let id: Int64
        let outcome: UpsertOutcome
        if let existingID {
            let update = try db.cachedStatement(sql: """
                UPDATE restaurant SET placeId = ?, sourceKey = ?, source = ?, name = ?, latitude = ?, longitude = ?,
                    formattedAddress = ?, vicinity = ?, phoneNumber = ?, internationalPhoneNumber = ?, cuisines = ?,
                    website = ?, url = ?, openingHours = ?, timeZone = ?, rating = ?, ratingsTotal = ?, priceLevel = ?,
                    searchText = ?, businessStatus = ?, openingHoursNote = ?, facts = ?, effectiveRating = ?, effectiveRatingsTotal = ?
                WHERE id = ?
                """)
            try update.execute(arguments: columns + [existingID])
            try db.cachedStatement(sql: "DELETE FROM restaurantPhoto WHERE restaurantId = ?").execute(arguments: [existingID])
            try db.cachedStatement(sql: "DELETE FROM restaurantReview WHERE restaurantId = ?").execute(arguments: [existingID])
            id = existingID
            outcome = .updated
        } else {
            let insert = try db.cachedStatement(sql: """
                INSERT INTO restaurant (placeId, sourceKey, source, name, latitude, longitude, formattedAddress, vicinity,
                    phoneNumber, internationalPhoneNumber, cuisines, website, url, openingHours, timeZone, rating,
                    ratingsTotal, priceLevel, searchText, businessStatus, openingHoursNote, facts, effectiveRating, effectiveRatingsTotal)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            try insert.execute(arguments: columns)
            id = db.lastInsertedRowID
            outcome = .inserted
        }
        try db.cachedStatement(sql: """
            UPDATE restaurant SET \(effectiveRatingAssignments)
            WHERE id = ? AND placeId IN (SELECT restaurantId FROM restaurantRating WHERE reviewCount > 0)
            """).execute(arguments: [id])
        let insertPhoto = try db.cachedStatement(sql: """
            INSERT INTO restaurantPhoto (reference, restaurantId, position, imageName, width, height, htmlAttributions)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, photo) in restaurant.photos.enumerated() {
            try insertPhoto.execute(arguments: [
                photo.reference, id, position, photo.imageName, photo.width, photo.height, encodeJSONList(photo.htmlAttributions),
            ])
        }
        let insertReview = try db.cachedStatement(sql: """
            INSERT INTO restaurantReview (restaurantId, position, authorName, authorUrl, profilePhotoUrl, rating, text, time, language,
                originalText, originalLanguage)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, review) in restaurant.reviews.enumerated() {
            try insertReview.execute(arguments: [
                id, position, review.authorName, review.authorURL, review.profilePhotoURL, review.rating, review.text,
                Int64(review.time.timeIntervalSince1970.rounded()), review.language, review.originalText, review.originalLanguage,
            ])
        }
        return outcome
    }

    /// The restaurant's columns as `CatalogBulkInsert.restaurantColumns` names them.
    package static func storedColumns(of restaurant: CatalogRestaurant) -> StatementArguments {
        [
            restaurant.placeID, restaurant.sourceKey, restaurant.source.rawValue, restaurant.name,
            restaurant.location.latitude, restaurant.location.longitude,
            restaurant.formattedAddress, restaurant.vicinity, restaurant.phoneNumber, restaurant.internationalPhoneNumber,
            CuisineValue.storedText(restaurant.cuisines), restaurant.website, restaurant.url,
            restaurant.openingHours?.storageText, restaurant.timeZone,
            restaurant.rating, restaurant.ratingsTotal, restaurant.priceLevel, searchText(for: restaurant),
            restaurant.businessStatus.rawValue, restaurant.openingHoursNote, restaurant.facts.storageText,
        ]
    }

    /// Inserts the restaurants not in the catalog yet in bulk (see `insert`) and updates the others one
    /// by one (see `upsert`); a restaurant given twice is inserted, then updated.
    public static func upsert(_ restaurants: some Collection<CatalogRestaurant>, in db: Database) throws -> (inserted: Int, updated: Int) {
        let keys = encodeJSONList(restaurants.map(\.sourceKey))
        let existing = Set(try String.fetchAll(
            db,
            sql: "SELECT sourceKey FROM restaurant WHERE sourceKey IN (SELECT value FROM json_each(?))",
            arguments: [keys]
        ))
        var newKeys = Set<String>()
        var new: [CatalogRestaurant] = []
        var known: [CatalogRestaurant] = []
        for restaurant in restaurants {
            if !existing.contains(restaurant.sourceKey), newKeys.insert(restaurant.sourceKey).inserted {
                new.append(restaurant)
            } else {
                known.append(restaurant)
            }
        }
        if !new.isEmpty { try insert(CatalogBulkInsert(new), in: db) }
        for restaurant in known { try upsert(restaurant, in: db) }
        return (new.count, known.count)
    }

    /// Inserts restaurants prepared in bulk. Their place ids and source keys must not be in the
    /// catalog yet (seeding an empty catalog, loading a benchmark). They go in by place, so that their
    /// full-text rows (`SearchRowKey`) are written in key order.
    public static func insert(_ bulk: CatalogBulkInsert, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO restaurant (\(CatalogBulkInsert.restaurantColumns), effectiveRating, effectiveRatingsTotal)
                SELECT \(CatalogBulkInsert.restaurantValues) FROM json_each(?)
                ORDER BY \(SearchRowKey.expression(latitude: CatalogBulkInsert.value(4), longitude: CatalogBulkInsert.value(5), id: "0"))
                """,
            arguments: [bulk.restaurants]
        )
        // Foodybite ratings may already exist for some of these place ids.
        try db.execute(sql: """
            UPDATE restaurant SET \(effectiveRatingAssignments)
            WHERE placeId IN (SELECT restaurantId FROM restaurantRating WHERE reviewCount > 0)
            """)
        try insertPhotos(bulk.photos, in: db)
        try insertReviews(bulk.reviews, in: db)
    }

    /// The photos of a bulk insert (`CatalogBulkInsert.photos`), for restaurants already in the catalog.
    package static func insertPhotos(_ photos: String, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO restaurantPhoto (reference, restaurantId, position, imageName, width, height, htmlAttributions)
                SELECT \(CatalogBulkInsert.value(1)), r.id, \((2...6).map(CatalogBulkInsert.value).joined(separator: ", "))
                FROM json_each(?) JOIN restaurant AS r ON r.placeId = \(CatalogBulkInsert.value(0))
                """,
            arguments: [photos]
        )
    }

    /// The reviews of a bulk insert (`CatalogBulkInsert.reviews`), for restaurants already in the catalog.
    package static func insertReviews(_ reviews: String, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO restaurantReview (restaurantId, position, authorName, authorUrl, profilePhotoUrl, rating, text, time, language,
                    originalText, originalLanguage)
                SELECT r.id, \((1...10).map(CatalogBulkInsert.value).joined(separator: ", "))
                FROM json_each(?) JOIN restaurant AS r ON r.placeId = \(CatalogBulkInsert.value(0))
                """,
            arguments: [reviews]
        )
    }

    /// Stores (or replaces) image bytes that photos refer to by name.
    public static func save(_ image: CatalogImage, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO catalogImage (name, contentType, width, height, bytes) VALUES (?, ?, ?, ?, ?)",
            arguments: [image.name, image.contentType, image.width, image.height, image.bytes]
        )
    }

    /// Removes every restaurant from `source` (their photos and reviews with them) and images no photo
    /// uses any more; returns how many restaurants were removed.
    @discardableResult
    public static func deleteRestaurants(from source: CatalogSource, in db: Database) throws -> Int {
        try db.execute(sql: "DELETE FROM restaurant WHERE source = ?", arguments: [source.rawValue])
        let removed = db.changesCount
        try deleteUnusedImages(in: db)
        return removed
    }

    /// Removes the restaurants with these source keys (their photos and catalog reviews with them; Foodybite
    /// reviews are keyed by place id and stay); returns how many there were.
    package static func deleteRestaurants(sourceKeys: [String], in db: Database) throws -> Int {
        guard !sourceKeys.isEmpty else { return 0 }
        try db.execute(
            sql: "DELETE FROM restaurant WHERE sourceKey IN (SELECT value FROM json_each(?))", arguments: [encodeJSONList(sourceKeys)]
        )
        let removed = db.changesCount
        try deleteUnusedImages(in: db)
        return removed
    }

    /// Notes that an import replaced the demo catalog (so that it is never seeded again, nor its place
    /// names added back), and removes the demo's place names: Alfama is not a place of the imported data.
    package static func noteDemoCatalogReplacedByImport(in db: Database) throws {
        try setState(DemoCatalogSeeder.stateKey, to: DemoCatalogSeeder.replacedByImportState, in: db)
        try db.execute(sql: "DELETE FROM placeName WHERE key LIKE '\(DemoCatalogSeeder.placeNameKeyPrefix)%'")
    }

    /// Removes the images no photo uses.
    package static func deleteUnusedImages(in db: Database) throws {
        try db.execute(sql: "DELETE FROM catalogImage WHERE name NOT IN (SELECT imageName FROM restaurantPhoto)")
    }

    public static func restaurantCount(in db: Database, source: CatalogSource? = nil) throws -> Int {
        if let source {
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant WHERE source = ?", arguments: [source.rawValue]) ?? 0
        }
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant") ?? 0
    }

    public static func state(_ key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM catalogState WHERE key = ?", arguments: [key])
    }

    public static func setState(_ key: String, to value: String, in db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO catalogState (key, value) VALUES (?, ?)", arguments: [key, value])
    }

    /// Sets restaurants' effective ratings from their catalog ratings and Foodybite reviews (`RatingRule`).
    package static let effectiveRatingAssignments = RatingRule.effectiveRatingAssignmentsSQL(.sqlite)

    /// What the full-text index holds: name, vicinity and cuisines as `RestaurantSearchText` gives them,
    /// folded by `SearchFolding`.
    package static func searchText(for restaurant: CatalogRestaurant) -> String {
        searchText(RestaurantSearchText(restaurant))
    }

    package static func searchText(_ text: RestaurantSearchText) -> String {
        encodeJSONList([text.name, text.vicinity, text.cuisines].map(SearchFolding.fold))
    }

    package static func encodeJSONList(_ list: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (index, item) in list.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(item, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func decodeJSONList(_ text: String) -> [String] {
        // Most photos have no attribution: no decoder for those.
        guard text != "[]" else { return [] }
        // The import's byte parser: a `JSONDecoder` per photo was a few percent of a nearby search. Text
        // it refuses still goes to `JSONDecoder`, which is more lenient (a trailing comma, for one).
        var bytes = text
        guard let value = bytes.withUTF8({ try? JSONByteParser.parse($0, baseOffset: 0) }) else {
            return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
        }
        guard case let .array(items) = value else { return [] }
        let strings = items.compactMap(\.string)
        return strings.count == items.count ? strings : []
    }
}
