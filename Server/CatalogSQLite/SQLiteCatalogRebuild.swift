import CatalogDomain
import Foundation
import GRDB
import ServerStorage

/// Stores a large import by building the catalog anew beside the one the server reads, then putting it
/// in its place in one transaction. Maintaining the R*Tree, the full-text index (prefix indexes 1 to 5)
/// and the rating index row by row, batch after batch, is what made a million restaurants take two
/// minutes; built once each, in bulk, they take a fraction of that.
///
/// * Load: each batch goes into `restaurant_next` (the catalog's table, without its indexes or
///   triggers) in a short transaction, with ids above every id in the catalog. A restaurant the catalog
///   or an earlier batch holds is replaced by it; photos and reviews wait in `catalogImportPending`.
/// * Then the catalog's restaurants that stay (those the import does not bring, less the demo ones when
///   they are replaced) are copied with their ids, so their photos and reviews still belong to them; and
///   the R*Tree (on a connection of its own, `SQLiteLocationIndexBuild`) and the full-text index
///   (`rowsPerStep` restaurants per transaction, then merged into one segment) are filled at the same
///   time.
/// * Swap, in one transaction: ratings given meanwhile are applied, the tables trade names, and the
///   catalog's own indexes and triggers (read from the schema, so the migrations stay the one place
///   that defines them) are created on the new table.
/// * Afterwards: the old tables go, photos and reviews of restaurants no longer in the catalog go, the
///   waiting ones go in, and what the server wrote to the full-text index meanwhile is merged.
///
/// Until the swap the server answers from the catalog it had; an import that fails or is stopped before
/// it leaves that catalog as it was (the next import removes what it left). One that stops after it has
/// its restaurants in, but may lack photos and reviews still waiting (only catalogs loaded with them,
/// not OpenStreetMap's, have any).
struct SQLiteCatalogRebuild {
    let database: ServerDatabase
    let replacingDemoCatalog: Bool
    let pauseBetweenSteps: Duration

    /// Restaurants loaded between pauses, and copied or indexed per transaction: each step holds the
    /// write lock for a second or two at most on a slow machine, well within the server's busy timeout.
    static let rowsPerStep = 100_000

    /// The photos and reviews of the new catalog's restaurants, waiting for the swap.
    static let pending = "catalogImportPending"
    /// The new catalog's restaurants by place (temporary, on the writer's connection).
    static let placeOrder = "catalogImportPlaceOrder"

    /// Whether an import of `expectedCount` restaurants is rebuilt rather than written in place: it must
    /// bring at least `minimum` restaurants and at least as many as the catalog holds (a rebuild costs
    /// the whole catalog), and leave room for new ids under `SearchRowKey.maximumID`.
    static func suits(expectedCount: Int, minimum: Int, in db: Database) throws -> Bool {
        guard expectedCount >= minimum else { return false }
        let held = try CatalogWriter.restaurantCount(in: db)
        let largestID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM restaurant") ?? 0
        return expectedCount >= held && largestID + Int64(expectedCount) <= SearchRowKey.maximumID
    }

    func run(_ batches: any CatalogImportBatches) async throws -> CatalogImportOutcome {
        try await removeLeftovers()
        let firstID = try await database.pool.write { db in try createTables(in: db) }
        var outcome: CatalogImportOutcome
        do {
            outcome = try await load(batches, firstID: firstID)
            guard outcome.inserted + outcome.updated > 0 else {
                try await removeLeftovers()
                return outcome
            }
            outcome.demoRestaurantsRemoved = try await copyStayingRestaurants()
            try await fillIndexes()
            try await swap()
        } catch {
            try? await removeLeftovers()
            throw error
        }
        try await finish()
        return outcome
    }

    // MARK: - Load

    private func createTables(in db: Database) throws -> Int64 {
        for table in CatalogTable.allCases {
            let definition = try CatalogTable.definition(of: table.rawValue, in: db)
            try db.execute(sql: try CatalogTable.definition(definition, renamedFrom: table.rawValue, to: table.next))
        }
        try db.execute(sql: "CREATE TABLE \(Self.pending) (batch INTEGER PRIMARY KEY, placeIds TEXT NOT NULL, photos TEXT NOT NULL, reviews TEXT NOT NULL)")
        return (try Int64.fetchOne(db, sql: "SELECT max(id) FROM restaurant") ?? 0) + 1
    }

    private func load(_ batches: any CatalogImportBatches, firstID: Int64) async throws -> CatalogImportOutcome {
        var outcome = CatalogImportOutcome()
        var nextID = firstID
        var keepsMedia = false
        var rowsSincePause = 0
        while let batch = try await batches.next() {
            // A transaction per batch, so writing keeps up with reading; a pause per step of rows.
            if rowsSincePause >= Self.rowsPerStep {
                try await pause()
                rowsSincePause = 0
            }
            let restaurants = Self.lastOfEach(batch)
            keepsMedia = keepsMedia || restaurants.contains { !$0.photos.isEmpty || !$0.reviews.isEmpty }
            let known = try await database.pool.write { [keepsMedia, nextID] db in
                try Self.write(restaurants, firstID: nextID, keepingMedia: keepsMedia, in: db)
            }
            nextID += Int64(restaurants.count)
            rowsSincePause += restaurants.count
            outcome.updated += known + batch.count - restaurants.count
            outcome.inserted += restaurants.count - known
        }
        return outcome
    }

    /// Writes restaurants given once each into the new catalog, with ids from `firstID`, and their photos
    /// and reviews to wait for the swap when asked; answers how many of them it held already.
    private static func write(_ restaurants: [CatalogRestaurant], firstID: Int64, keepingMedia: Bool, in db: Database) throws -> Int {
        let known = try knownCount(of: restaurants, in: db)
        let insert = try db.cachedStatement(sql: """
            INSERT INTO \(CatalogTable.restaurant.next) (id, \(CatalogBulkInsert.restaurantColumns), effectiveRating, effectiveRatingsTotal)
            VALUES (?, \(databaseQuestionMarks(count: 24))) ON CONFLICT(sourceKey) DO UPDATE SET \(replacedColumns)
            """)
        for (offset, restaurant) in restaurants.enumerated() {
            try insert.execute(arguments: [firstID + Int64(offset)] + CatalogWriter.storedColumns(of: restaurant) + [restaurant.rating, restaurant.ratingsTotal])
        }
        if keepingMedia {
            let bulk = CatalogBulkInsert(restaurants)
            try db.execute(
                sql: "INSERT INTO \(pending) (placeIds, photos, reviews) VALUES (?, ?, ?)",
                arguments: [CatalogWriter.encodeJSONList(restaurants.map(\.placeID)), bulk.photos, bulk.reviews]
            )
        }
        return known
    }

    /// Each restaurant once, as the batch gives it last, in the batch's order.
    private static func lastOfEach(_ batch: [CatalogRestaurant]) -> [CatalogRestaurant] {
        var seen = Set<String>()
        return Array(batch.reversed().filter { seen.insert($0.sourceKey).inserted }.reversed())
    }

    /// How many of `restaurants` the catalog or an earlier batch holds already.
    private static func knownCount(of restaurants: [CatalogRestaurant], in db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: """
                SELECT count(*) FROM json_each(?)
                WHERE value IN (SELECT sourceKey FROM restaurant) OR value IN (SELECT sourceKey FROM \(CatalogTable.restaurant.next))
                """,
            arguments: [CatalogWriter.encodeJSONList(restaurants.map(\.sourceKey))]
        ) ?? 0
    }

    /// Every column but the id, from the restaurant given again.
    private static let replacedColumns = CatalogBulkInsert.restaurantColumns
        .split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .map { "\($0) = excluded.\($0)" }
        .joined(separator: ", ") + ", effectiveRating = excluded.effectiveRating, effectiveRatingsTotal = excluded.effectiveRatingsTotal"

    /// Copies the catalog's restaurants that stay, with their ids; answers how many demo restaurants
    /// stay behind.
    private func copyStayingRestaurants() async throws -> Int {
        let demoLeft = try await database.pool.read { [replacingDemoCatalog] db -> Int in
            guard replacingDemoCatalog else { return 0 }
            return try Int.fetchOne(
                db,
                sql: "SELECT count(*) FROM restaurant WHERE source = ? AND sourceKey NOT IN (SELECT sourceKey FROM \(CatalogTable.restaurant.next))",
                arguments: [CatalogSource.demo.rawValue]
            ) ?? 0
        }
        let columns = "id, \(CatalogBulkInsert.restaurantColumns)"
        let leftOut = replacingDemoCatalog ? "AND source <> '\(CatalogSource.demo.rawValue)'" : ""
        try await forEachStep(over: "restaurant") { db, range in
            try db.execute(
                sql: """
                    INSERT INTO \(CatalogTable.restaurant.next) (\(columns), effectiveRating, effectiveRatingsTotal)
                    SELECT \(columns), rating, ratingsTotal FROM restaurant
                    WHERE id BETWEEN ? AND ? \(leftOut) AND sourceKey NOT IN (SELECT sourceKey FROM \(CatalogTable.restaurant.next))
                    """,
                arguments: [range.lowerBound, range.upperBound]
            )
        }
        return demoLeft
    }

    /// Fills the R*Tree and the full-text index of the new catalog at once: the R*Tree on a connection
    /// of its own (`SQLiteLocationIndexBuild`), the full-text index on the writer (`fillSearchIndex`).
    private func fillIndexes() async throws {
        let locationIndex = SQLiteLocationIndexBuild(catalog: database.pool)
        async let locationsBuilt: Void = locationIndex.build()
        do {
            try await fillSearchIndex()
        } catch {
            _ = try? await locationsBuilt
            locationIndex.removeScratchFile()
            throw error
        }
        try await locationsBuilt
        try await locationIndex.copy()
    }

    /// Runs `step` over the rows of `table` by `key`, `rowsPerStep` at a time, each in a transaction of
    /// its own.
    func forEachStep(
        over table: String, key: String = "id", _ step: @escaping @Sendable (Database, ClosedRange<Int64>) throws -> Void
    ) async throws {
        var after: Int64 = -1
        while true {
            if after >= 0 { try await pause() }
            let last = try await database.pool.write { [after] db -> Int64? in
                guard let last = try Int64.fetchOne(
                    db,
                    sql: "SELECT max(\(key)) FROM (SELECT \(key) FROM \(table) WHERE \(key) > ? ORDER BY \(key) LIMIT ?)",
                    arguments: [after, Self.rowsPerStep]
                ) else { return nil }
                try step(db, (after + 1)...last)
                return last
            }
            guard let last else { return }
            after = last
        }
    }

    /// Leaves the write lock free for a while, for the server's writers waiting for it.
    private func pause() async throws {
        if pauseBetweenSteps > .zero { try await Task.sleep(for: pauseBetweenSteps) }
    }
}
