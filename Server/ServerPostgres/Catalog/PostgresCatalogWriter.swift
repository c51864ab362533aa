import CatalogDomain
import CatalogSQLite
import Foundation
import Logging
import NIOCore
import PostgresNIO

/// Writes restaurants into the PostgreSQL catalog inside a caller's transaction: they are streamed with
/// `COPY … FROM STDIN` into temporary staging tables, then merged into the catalog by source key
/// (inserted, or updated with their photos, reviews and words replaced) with a few set-based statements.
/// Until the caller commits, every other connection keeps reading the catalog as it was; a failed or
/// killed write leaves it untouched.
enum PostgresCatalogWriter {
    struct Outcome: Sendable, Equatable {
        var inserted = 0
        var updated = 0
    }

    static func upsert(_ restaurants: [CatalogRestaurant], on connection: PostgresConnection, logger: Logger) async throws -> Outcome {
        guard !restaurants.isEmpty else { return Outcome() }
        for statement in stagingTables {
            try await connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
        try await copy(restaurants, on: connection, logger: logger)
        let counts = try await connection.first(PostgresQuery(unsafeSQL: mergeRestaurants), logger: logger)
        let (inserted, updated) = try counts?.decode((Int, Int).self) ?? (0, 0)
        for statement in mergeDetails {
            try await connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
        return Outcome(inserted: inserted, updated: updated)
    }

    /// Stores (or replaces) image bytes that photos refer to by name.
    static func save(_ images: [CatalogImage], on connection: PostgresConnection, logger: Logger) async throws {
        for image in images {
            try await connection.run("""
                INSERT INTO catalog_image (name, content_type, width, height, bytes)
                VALUES (\(image.name), \(image.contentType), \(image.width), \(image.height), \(ByteBuffer(bytes: image.bytes)))
                ON CONFLICT (name) DO UPDATE SET content_type = excluded.content_type, width = excluded.width,
                    height = excluded.height, bytes = excluded.bytes
                """, logger: logger)
        }
    }

    /// Removes every restaurant from `source` (photos, reviews and words with them) and images no photo
    /// uses any more; returns how many restaurants were removed.
    static func deleteRestaurants(from source: CatalogSource, on connection: PostgresConnection, logger: Logger) async throws -> Int {
        let removed = try await connection.run("DELETE FROM restaurant WHERE source = \(source.rawValue) RETURNING 1", logger: logger)
        try await connection.run("""
            DELETE FROM catalog_image AS i WHERE NOT EXISTS (SELECT 1 FROM restaurant_photo AS p WHERE p.image_name = i.name)
            """, logger: logger)
        return removed
    }

    static func restaurantCount(on connection: PostgresConnection, logger: Logger) async throws -> Int {
        try await connection.first("SELECT count(*) FROM restaurant", logger: logger)?.decode(Int.self) ?? 0
    }

    static func state(_ key: String, on connection: PostgresConnection, logger: Logger) async throws -> String? {
        try await connection.first("SELECT value FROM catalog_state WHERE key = \(key)", logger: logger)?.decode(String.self)
    }

    static func setState(_ key: String, to value: String, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run("""
            INSERT INTO catalog_state (key, value) VALUES (\(key), \(value)) ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, logger: logger)
    }

    // MARK: - Staging

    private static let stagingTables = [
        """
        CREATE TEMPORARY TABLE staging_restaurant (
            place_id text, source_key text, source text, name text, latitude double precision, longitude double precision,
            formatted_address text, vicinity text, phone_number text, international_phone_number text, cuisines text,
            website text, url text, opening_hours text, time_zone text, rating double precision, ratings_total integer,
            price_level smallint, business_status text, opening_hours_note text, facts text, cell bigint
        ) ON COMMIT DROP
        """,
        "CREATE TEMPORARY TABLE staging_word (source_key text, word text, in_name boolean) ON COMMIT DROP",
        """
        CREATE TEMPORARY TABLE staging_photo (
            source_key text, reference text, position integer, image_name text, width integer, height integer, html_attributions text
        ) ON COMMIT DROP
        """,
        """
        CREATE TEMPORARY TABLE staging_review (
            source_key text, position integer, author_name text, author_url text, profile_photo_url text, rating smallint,
            text text, time bigint, language text, original_text text, original_language text
        ) ON COMMIT DROP
        """,
    ]

    private static func copy(_ restaurants: [CatalogRestaurant], on connection: PostgresConnection, logger: Logger) async throws {
        try await copyRows(into: "staging_restaurant", on: connection, logger: logger, restaurants) { restaurant, rows in
            rows.append([
                restaurant.placeID, restaurant.sourceKey, restaurant.source.rawValue, restaurant.name,
                "\(restaurant.location.latitude)", "\(restaurant.location.longitude)",
                restaurant.formattedAddress, restaurant.vicinity, restaurant.phoneNumber, restaurant.internationalPhoneNumber,
                CuisineValue.storedText(restaurant.cuisines), restaurant.website, restaurant.url, restaurant.openingHours?.storageText,
                restaurant.timeZone, restaurant.rating.map { "\($0)" }, "\(restaurant.ratingsTotal)", restaurant.priceLevel.map { "\($0)" },
                restaurant.businessStatus.rawValue, restaurant.openingHoursNote, restaurant.facts.storageText,
                "\(SearchRowKey.cell(latitude: restaurant.location.latitude, longitude: restaurant.location.longitude))",
            ])
        }
        try await copyRows(into: "staging_word", on: connection, logger: logger, restaurants) { restaurant, rows in
            let text = RestaurantSearchText(restaurant)
            // `in_name`: what autocomplete matches, the words of the name and of the cuisines.
            let nameWords = Set(SearchFolding.words(in: text.name + " " + text.cuisines))
            let otherWords = Set(SearchFolding.words(in: text.vicinity))
            for word in nameWords {
                rows.append([restaurant.sourceKey, word, "t"])
            }
            for word in otherWords.subtracting(nameWords) {
                rows.append([restaurant.sourceKey, word, "f"])
            }
        }
        try await copyRows(into: "staging_photo", on: connection, logger: logger, restaurants) { restaurant, rows in
            for (position, photo) in restaurant.photos.enumerated() {
                rows.append([
                    restaurant.sourceKey, photo.reference, "\(position)", photo.imageName, "\(photo.width)", "\(photo.height)",
                    photo.htmlAttributions.isEmpty ? "[]" : CatalogWriter.encodeJSONList(photo.htmlAttributions),
                ])
            }
        }
        try await copyRows(into: "staging_review", on: connection, logger: logger, restaurants) { restaurant, rows in
            for (position, review) in restaurant.reviews.enumerated() {
                rows.append([
                    restaurant.sourceKey, "\(position)", review.authorName, review.authorURL, review.profilePhotoURL, "\(review.rating)",
                    review.text, "\(Int64(review.time.timeIntervalSince1970.rounded()))", review.language, review.originalText,
                    review.originalLanguage,
                ])
            }
        }
    }

    /// Streams the rows `makeRows` gives for each restaurant into `table` in COPY's text format, in
    /// chunks of about a megabyte.
    private static func copyRows(
        into table: String,
        on connection: PostgresConnection,
        logger: Logger,
        _ restaurants: [CatalogRestaurant],
        _ makeRows: (CatalogRestaurant, inout [[String?]]) -> Void
    ) async throws {
        try await connection.copyFrom(table: table, logger: logger) { writer in
            var buffer = ByteBuffer()
            var rows: [[String?]] = []
            for restaurant in restaurants {
                rows.removeAll(keepingCapacity: true)
                makeRows(restaurant, &rows)
                for row in rows {
                    PostgresCopyText.appendRow(row, to: &buffer)
                }
                if buffer.readableBytes >= 1 << 20 {
                    try await writer.write(buffer)
                    buffer.clear()
                }
            }
            if buffer.readableBytes > 0 {
                try await writer.write(buffer)
            }
        }
    }

    // MARK: - Merge

    /// Inserts or updates every staged restaurant by source key, its effective rating from the Foodybite
    /// reviews' totals when there are any; answers how many were inserted and how many updated.
    private static let mergeRestaurants = """
        WITH merged AS (
            INSERT INTO restaurant (place_id, source_key, source, name, latitude, longitude, location, formatted_address, vicinity,
                phone_number, international_phone_number, cuisines, website, url, opening_hours, time_zone, rating, ratings_total,
                price_level, business_status, opening_hours_note, facts, effective_rating, effective_ratings_total)
            SELECT s.place_id, s.source_key, s.source, s.name, s.latitude, s.longitude,
                ST_SetSRID(ST_MakePoint(s.longitude, s.latitude), 4326)::geography, s.formatted_address, s.vicinity,
                s.phone_number, s.international_phone_number, s.cuisines, s.website, s.url, s.opening_hours, s.time_zone,
                s.rating, s.ratings_total, s.price_level, s.business_status, s.opening_hours_note, s.facts,
                coalesce(\(RatingRule.mergedRatingSQL(rating: "s.rating", total: "s.ratings_total", stars: "rr.stars_total", reviews: "rr.review_count")), s.rating),
                coalesce(\(RatingRule.mergedCountSQL(rating: "s.rating", total: "s.ratings_total", reviews: "rr.review_count")), s.ratings_total)
            FROM staging_restaurant AS s
            LEFT JOIN restaurant_rating AS rr ON rr.restaurant_id = s.place_id AND rr.review_count > 0
            ON CONFLICT (source_key) DO UPDATE SET
                place_id = excluded.place_id, source = excluded.source, name = excluded.name, latitude = excluded.latitude,
                longitude = excluded.longitude, location = excluded.location, formatted_address = excluded.formatted_address,
                vicinity = excluded.vicinity, phone_number = excluded.phone_number,
                international_phone_number = excluded.international_phone_number, cuisines = excluded.cuisines,
                website = excluded.website, url = excluded.url, opening_hours = excluded.opening_hours,
                time_zone = excluded.time_zone, rating = excluded.rating, ratings_total = excluded.ratings_total,
                price_level = excluded.price_level, business_status = excluded.business_status,
                opening_hours_note = excluded.opening_hours_note, facts = excluded.facts, effective_rating = excluded.effective_rating,
                effective_ratings_total = excluded.effective_ratings_total
            RETURNING (xmax = 0) AS inserted
        )
        SELECT count(*) FILTER (WHERE inserted), count(*) FILTER (WHERE NOT inserted) FROM merged
        """

    /// Replaces the staged restaurants' words, photos and catalog reviews.
    private static let mergeDetails = [
        """
        CREATE TEMPORARY TABLE staged_id ON COMMIT DROP AS
            SELECT r.id, r.source_key, s.cell FROM restaurant AS r JOIN staging_restaurant AS s USING (source_key)
        """,
        "CREATE INDEX ON staged_id (source_key)",
        "ANALYZE staged_id",
        "DELETE FROM restaurant_word WHERE restaurant_id IN (SELECT id FROM staged_id)",
        """
        INSERT INTO restaurant_word (word, restaurant_id, in_name, cell)
        SELECT w.word, i.id, bool_or(w.in_name), i.cell FROM staging_word AS w JOIN staged_id AS i USING (source_key) GROUP BY w.word, i.id, i.cell
        """,
        "DELETE FROM restaurant_photo WHERE restaurant_id IN (SELECT id FROM staged_id)",
        """
        INSERT INTO restaurant_photo (reference, restaurant_id, position, image_name, width, height, html_attributions)
        SELECT p.reference, i.id, p.position, p.image_name, p.width, p.height, p.html_attributions
        FROM staging_photo AS p JOIN staged_id AS i USING (source_key)
        """,
        "DELETE FROM restaurant_review WHERE restaurant_id IN (SELECT id FROM staged_id)",
        """
        INSERT INTO restaurant_review (restaurant_id, position, author_name, author_url, profile_photo_url, rating, text, time,
            language, original_text, original_language)
        SELECT i.id, v.position, v.author_name, v.author_url, v.profile_photo_url, v.rating, v.text, v.time, v.language,
            v.original_text, v.original_language
        FROM staging_review AS v JOIN staged_id AS i USING (source_key)
        """,
        "DROP TABLE staging_restaurant, staging_word, staging_photo, staging_review, staged_id",
    ]
}
