import CatalogDomain
import CatalogSQLite
import DemoCatalog
import FoodVocabulary
import Foundation
import PostgresNIO

/// The catalog's writers on PostgreSQL: the demo catalog seeded on first start, and imports. An import
/// is one transaction (staged with COPY, merged, the demo catalog removed), so a failed or killed import
/// leaves the previous catalog serving, and running it again gives the same catalog.
public struct PostgresCatalogStore: CatalogImportDestination {
    package let database: PostgresServerDatabase

    public init(database: PostgresServerDatabase) {
        self.database = database
    }

    public func importRestaurants(from batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        let outcome = try await database.withLongTransaction { [logger = database.logger] connection in
            var outcome = CatalogImportOutcome()
            var wroteAny = false
            while let restaurants = try await batches.next() {
                let written = try await PostgresCatalogWriter.upsert(restaurants, on: connection, logger: logger)
                outcome.inserted += written.inserted
                outcome.updated += written.updated
                wroteAny = true
            }
            if replacingDemoCatalog, wroteAny {
                outcome.demoRestaurantsRemoved = try await PostgresCatalogWriter.deleteRestaurants(from: .demo, on: connection, logger: logger)
                try await PostgresCatalogWriter.setState(
                    DemoCatalogSeeder.stateKey, to: DemoCatalogSeeder.replacedByImportState, on: connection, logger: logger
                )
                _ = try await connection.run(
                    PostgresQuery(unsafeSQL: "DELETE FROM place_name WHERE key LIKE '\(DemoCatalogSeeder.placeNameKeyPrefix)%'"), logger: logger
                )
            }
            return outcome
        }
        if outcome.inserted + outcome.updated > 0 { await refreshStatistics() }
        return outcome
    }

    /// In statements of `gazetteerRowsPerStatement` entries, each passed as arrays.
    public func importGazetteer(_ entries: [GazetteerEntry]) async throws -> Int {
        let inserted = try await database.withLongTransaction { [logger = database.logger] connection in
            let count = "SELECT count(*)::bigint FROM place_name"
            let before = try await connection.first(PostgresQuery(unsafeSQL: count), logger: logger)?.decode(Int.self) ?? 0
            for start in stride(from: 0, to: entries.count, by: Self.gazetteerRowsPerStatement) {
                let rows = entries[start..<min(entries.count, start + Self.gazetteerRowsPerStatement)]
                let keys = rows.map(\.key), kinds = rows.map(\.kind.rawValue), ranks = rows.map(\.kindRank), names = rows.map(\.name)
                let otherNames = rows.map { $0.otherNamesStorageText ?? "" }, areas = rows.map { $0.area ?? "" }
                let latitudes = rows.map(\.location.latitude), longitudes = rows.map(\.location.longitude)
                let searchTexts = rows.map(\.searchText)
                try await connection.run("""
                    INSERT INTO place_name (key, kind, kind_rank, name, other_names, area, latitude, longitude, search_text)
                    SELECT key, kind, kind_rank, name, NULLIF(other_names, ''), NULLIF(area, ''), latitude, longitude, search_text
                    FROM unnest(\(keys)::text[], \(kinds)::text[], \(ranks)::integer[], \(names)::text[], \(otherNames)::text[],
                                \(areas)::text[], \(latitudes)::float8[], \(longitudes)::float8[], \(searchTexts)::text[])
                        AS entry (key, kind, kind_rank, name, other_names, area, latitude, longitude, search_text)
                    ON CONFLICT (key) DO UPDATE SET
                        kind = excluded.kind, kind_rank = excluded.kind_rank, name = excluded.name, other_names = excluded.other_names,
                        area = excluded.area, latitude = excluded.latitude, longitude = excluded.longitude, search_text = excluded.search_text
                    """, logger: logger)
            }
            let after = try await connection.first(PostgresQuery(unsafeSQL: count), logger: logger)?.decode(Int.self) ?? 0
            return after - before
        }
        // A country's streets change what a lookup's words cost: the planner needs to know.
        if !entries.isEmpty { await refreshStatistics(["ANALYZE place_name", "ANALYZE place_name_word"]) }
        return inserted
    }

    package static let gazetteerRowsPerStatement = 5_000

    public func importOutlines(_ outlines: [CatalogOutline]) async throws {
        guard !outlines.isEmpty else { return }
        try await database.withLongTransaction { [logger = database.logger] connection in
            try await PostgresOutlineStore.upsert(outlines, on: connection, logger: logger)
        }
    }

    /// Fills an empty catalog with the demo restaurants, once (as `DemoCatalogSeeder` does for SQLite):
    /// instances starting together take turns through a transaction advisory lock, and the later ones
    /// find the work done.
    @discardableResult
    public func seedDemoIfNeeded(configuration: CatalogConfiguration) async throws -> DemoCatalogSeeder.Outcome {
        guard configuration.demoRestaurantCount > 0 else { return .disabled }
        let logger = database.logger
        let lockKey = "foodybite-server demo catalog \(database.url.schema)"
        let needed = try await database.withConnection { connection in
            guard try await PostgresCatalogWriter.state(DemoCatalogSeeder.stateKey, on: connection, logger: logger) == nil else { return false }
            return try await PostgresCatalogWriter.restaurantCount(on: connection, logger: logger) == 0
        }
        let generator = DemoCatalogGenerator(configuration: configuration)
        guard needed else {
            let state = try await database.withConnection { connection in
                try await PostgresCatalogWriter.state(DemoCatalogSeeder.stateKey, on: connection, logger: logger)
            }
            guard let state else { return .catalogHasData }
            if state.hasPrefix("seed ") {
                try await addDemoGazetteerIfMissing(generator: generator)
                try await addDemoPlaceFactsIfMissing(generator: generator)
            }
            return .alreadySeeded
        }
        let restaurants = generator.restaurants()
        let images = generator.images
        let outcome: DemoCatalogSeeder.Outcome = try await database.withLongTransaction { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(hashtext(\(lockKey)))", logger: logger)
            if try await PostgresCatalogWriter.state(DemoCatalogSeeder.stateKey, on: connection, logger: logger) != nil {
                return .alreadySeeded
            }
            if try await PostgresCatalogWriter.restaurantCount(on: connection, logger: logger) > 0 { return .catalogHasData }
            try await PostgresCatalogWriter.save(images, on: connection, logger: logger)
            _ = try await PostgresCatalogWriter.upsert(restaurants, on: connection, logger: logger)
            try await PostgresCatalogWriter.setState(
                DemoCatalogSeeder.placeFactsStateKey, to: DemoCatalogSeeder.placeFactsState, on: connection, logger: logger
            )
            try await PostgresCatalogWriter.setState(
                DemoCatalogSeeder.stateKey,
                to: "seed \(generator.seed), \(restaurants.count) restaurants around \(generator.center.latitude),\(generator.center.longitude)",
                on: connection,
                logger: logger
            )
            return .seeded(count: restaurants.count)
        }
        if case .seeded = outcome {
            _ = try await importGazetteer(DemoGazetteer.entries(for: restaurants, generator: generator))
            await refreshStatistics()
        }
        return outcome
    }

    /// The demo's place names, for a demo catalog seeded before the gazetteer was (as SQLite's seeder).
    private func addDemoGazetteerIfMissing(generator: DemoCatalogGenerator) async throws {
        let hasDemoNames = try await database.withConnection { [logger = database.logger] connection in
            try await connection.first(
                PostgresQuery(unsafeSQL: "SELECT EXISTS (SELECT 1 FROM place_name WHERE key LIKE '\(DemoCatalogSeeder.placeNameKeyPrefix)%')"), logger: logger
            )?.decode(Bool.self) ?? false
        }
        guard !hasDemoNames else { return }
        _ = try await importGazetteer(DemoGazetteer.entries(for: generator.restaurants(), generator: generator))
    }

    /// The demo restaurants' facts, for a demo catalog seeded before they had them (as SQLite's seeder).
    private func addDemoPlaceFactsIfMissing(generator: DemoCatalogGenerator) async throws {
        let logger = database.logger
        let given = try await database.withConnection { connection in
            try await PostgresCatalogWriter.state(DemoCatalogSeeder.placeFactsStateKey, on: connection, logger: logger) != nil
        }
        guard !given else { return }
        let facts = generator.restaurants().compactMap { restaurant in restaurant.facts.storageText.map { (restaurant.placeID, $0) } }
        try await database.withLongTransaction { connection in
            for start in stride(from: 0, to: facts.count, by: Self.gazetteerRowsPerStatement) {
                let rows = facts[start..<min(facts.count, start + Self.gazetteerRowsPerStatement)]
                _ = try await connection.run(
                    """
                    UPDATE restaurant AS r SET facts = f.facts
                    FROM unnest(\(rows.map(\.0))::text[], \(rows.map(\.1))::text[]) AS f (place_id, facts)
                    WHERE r.place_id = f.place_id AND r.source = \(CatalogSource.demo.rawValue) AND r.facts IS NULL
                    """,
                    logger: logger
                )
            }
            try await PostgresCatalogWriter.setState(
                DemoCatalogSeeder.placeFactsStateKey, to: DemoCatalogSeeder.placeFactsState, on: connection, logger: logger
            )
        }
    }

    /// Marks the catalog's names in other scripts as indexed by their Latin spellings.
    static let latinSpellingsStateKey = "latin spellings of names"
    static let latinSpellingsBatchSize = 5_000

    /// The Latin spellings of names in other scripts (`RestaurantSearchText`: `Плов` is found by `plov`)
    /// as words of the name, for a catalog written before the writer gave them (SQLite's migration v10
    /// does the same); once, noted in the catalog's state. Only names with a letter beyond Latin (from
    /// U+0370 on) are read, a batch at a time.
    public func addLatinSpellingsIfMissing() async throws {
        let logger = database.logger
        let done = try await database.withConnection { connection in
            try await PostgresCatalogWriter.state(Self.latinSpellingsStateKey, on: connection, logger: logger) != nil
        }
        guard !done else { return }
        try await database.withLongTransaction { connection in
            var lastID: Int64 = 0
            while true {
                let rows = try await connection.all(
                    """
                    SELECT id, name FROM restaurant WHERE id > \(lastID) AND name ~ '[^\\x01-\\u036f]'
                    ORDER BY id LIMIT \(Self.latinSpellingsBatchSize)
                    """,
                    logger: logger
                )
                guard !rows.isEmpty else { break }
                var ids: [Int64] = []
                var words: [String] = []
                for row in rows {
                    let (id, name) = try row.decode((Int64, String).self)
                    lastID = id
                    for word in Set(LatinSpelling.spellings(of: name).flatMap(SearchFolding.words(in:))) {
                        ids.append(id)
                        words.append(word)
                    }
                }
                try await connection.run(
                    """
                    INSERT INTO restaurant_word (word, restaurant_id, in_name, cell)
                    SELECT w.word, w.restaurant_id, true, restaurant_cell(r.latitude, r.longitude)
                    FROM unnest(\(words)::text[], \(ids)::bigint[]) AS w (word, restaurant_id) JOIN restaurant AS r ON r.id = w.restaurant_id
                    ON CONFLICT (word, restaurant_id) DO UPDATE SET in_name = true
                    """,
                    logger: logger
                )
            }
            try await PostgresCatalogWriter.setState(Self.latinSpellingsStateKey, to: "added", on: connection, logger: logger)
        }
    }

    /// After a bulk change the planner needs fresh statistics to choose between the location index and
    /// the rating index, and the visibility map lets autocomplete read name words from their index alone
    /// (autovacuum would get there, later). Photos and reviews are counted too: a page reads those of its
    /// restaurants, planned on the tables' statistics.
    /// VACUUM cannot run in a transaction, so the statement timeout is lifted for the connection and
    /// restored after.
    private func refreshStatistics() async {
        await refreshStatistics([
            "VACUUM (ANALYZE) restaurant", "VACUUM (ANALYZE) restaurant_word", "ANALYZE restaurant_photo", "ANALYZE restaurant_review",
        ])
    }

    /// Statistics only help the planner: a refresh that fails (a lost connection, a database shutting
    /// down) is logged, and the import it follows, committed already, still succeeds; autovacuum
    /// refreshes them later.
    private func refreshStatistics(_ statements: [PostgresQuery]) async {
        let logger = database.logger
        do {
            try await database.withConnection(workLimit: nil) { connection in
                try await connection.run("SET statement_timeout = 0", logger: logger)
                do {
                    for statement in statements { try await connection.run(statement, logger: logger) }
                } catch {
                    _ = try? await connection.run("RESET statement_timeout", logger: logger)
                    throw error
                }
                try await connection.run("RESET statement_timeout", logger: logger)
            }
        } catch {
            logger.warning("The planner's statistics were not refreshed after an import; autovacuum will refresh them.", metadata: ["error": "\(error)"])
        }
    }
}
