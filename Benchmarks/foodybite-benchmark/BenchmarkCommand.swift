import ArgumentParser
import CatalogDomain
import CatalogImport
import CatalogSQLite
import FoodybiteServer
import Foundation
import ServerPostgres
import ServerStorage
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builds a large catalog in a temporary folder and measures import time and the latency of nearby
/// search and autocomplete through the code the routes run (and, with --http, over loopback HTTP), and
/// review writes and reads through a server; with --database-url the same on PostgreSQL beside SQLite.
@main
struct BenchmarkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foodybite-benchmark",
        abstract: "Measure the server's stores: import time, nearby, autocomplete and review latency (p50/p99).",
        discussion: "Run it in release: swift run -c release foodybite-benchmark"
    )

    @Option(help: "Restaurants in the catalog.")
    var restaurants = 100_000

    @Option(help: "Queries of each kind (nearby, autocomplete).")
    var queries = 2_000

    @Option(help: "Seed of the catalog and of the queries.")
    var seed: UInt64 = 1

    @Option(help: "Metres around Lisbon the restaurants spread over.")
    var radius = 30_000.0

    @Option(help: "How the restaurants spread: uniform (around Lisbon) or cities (clustered, --city-size each).")
    var density = CatalogDensity.uniform

    @Option(name: .customLong("city-size"), help: "Restaurants per city with --density cities.")
    var citySize = 10_000

    @Option(help: "How many restaurants are rated: all (synthetic), none (an OpenStreetMap import) or five-percent (an import with a few reviewed).")
    var ratings = CatalogRatings.all

    @Option(name: .customLong("comparison-queries"), help: "Queries of each kind in the raw SQL comparison (each kind stops after 20 s).")
    var comparisonQueries = 500

    @Option(
        name: .customLong("comparison-only"),
        help: ArgumentHelp("Only the comparison's kinds whose label contains this text (e.g. autocomplete), to profile one kind.", valueName: "text")
    )
    var comparisonOnly: String?

    @Flag(help: "Also measure over HTTP on loopback (the real server, one request at a time).")
    var http = false

    @Flag(name: .customLong("relevance-only"), help: "Only score the judged questions (precision@5, mean reciprocal rank), then stop.")
    var relevanceOnly = false

    @Flag(name: .customLong("skip-import"), help: "Skip timing the Overpass JSON import (queries only).")
    var skipsImport = false

    @Option(help: "Reviews written (and read back) through a server on each store.")
    var reviews = 1_000

    /// Not the server's FOODYBITE_SERVER_DATABASE_URL: the benchmark imports into the database it is
    /// given, which must never be a server's by accident.
    static let databaseURLVariable = "FOODYBITE_BENCHMARK_DATABASE_URL"

    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "Also measure PostgreSQL with PostGIS: postgres://USER:PASSWORD@HOST:PORT/DATABASE (env \(databaseURLVariable), which keeps the password out of ps). Use a throwaway database: the catalog is imported into it and left there.",
            valueName: "url"
        )
    )
    var databaseURL: String?

    @Option(
        name: .customLong("export-osm"),
        help: ArgumentHelp("Only write the generated catalog as Overpass JSON to this file (to time `foodybite-server import`), then stop.", valueName: "file")
    )
    var exportFile: String?

    @Flag(
        name: .customLong("country-pbf"),
        help: "Only time importing a generated OSM PBF file of a country's shape (--pbf-nodes nodes, a tenth as many ways, --restaurants places to eat, a third of them buildings) beside osmium tags-filter on the same file, then stop."
    )
    var countryPBF = false

    @Option(name: .customLong("pbf-nodes"), help: "Nodes in the --country-pbf file.")
    var pbfNodes = 30_000_000

    @Option(
        name: .customLong("keep-catalog"),
        help: ArgumentHelp(
            "Keep the generated catalog in this folder, and when it already holds the same one (--restaurants, --seed, --radius, --density, --city-size) measure that instead of generating it again. Reviews written by a run stay in it.",
            valueName: "folder"
        )
    )
    var keptCatalogFolder: String?

    /// The `catalogState` key under which a kept catalog records what it was generated from.
    static let keptCatalogKey = "benchmark catalog"

    var catalogDescription: String {
        "\(restaurants) restaurants, seed \(seed), radius \(radius), density \(density.rawValue), city size \(citySize), one in \(RussianRestaurantNames.share) named in Russian"
            + (ratings == .all ? "" : ", rated: \(ratings.rawValue)")
    }

    func validate() throws {
        _ = try resolvedDatabaseURL()
        if countryPBF, pbfNodes < 10 || restaurants < 3 || restaurants / 3 > pbfNodes / 10 {
            throw ValidationError("--country-pbf needs at least 10 nodes and 3 restaurants, and no more restaurant buildings (a third of them) than ways (a tenth of the nodes).")
        }
        if let comparisonOnly, !ComparisonWorkload.kinds.contains(where: { $0.label.contains(comparisonOnly) }) {
            let labels = ComparisonWorkload.kinds.map { "  " + $0.label }.joined(separator: "\n")
            throw ValidationError("--comparison-only: no kind's label contains \"\(comparisonOnly)\". The kinds:\n\(labels)")
        }
        if let keptCatalogFolder {
            // Made here, so that a folder that cannot be used is told as such, not as a server's data directory.
            do {
                try FileManager.default.createDirectory(atPath: keptCatalogFolder, withIntermediateDirectories: true)
            } catch {
                throw ValidationError("--keep-catalog: \(keptCatalogFolder) cannot be used as a folder (\(error.localizedDescription)).")
            }
        }
    }

    /// The flag's URL, else the environment's; nil for SQLite only. A refused URL's message never repeats it.
    private func resolvedDatabaseURL() throws -> PostgresURL? {
        do {
            return try PostgresURL.resolving(flag: databaseURL, environment: ProcessInfo.processInfo.environment, variable: Self.databaseURLVariable)
        } catch let error as PostgresURLError {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        #if DEBUG
        print("warning: this is a debug build; run `swift run -c release foodybite-benchmark` for meaningful numbers.\n")
        #endif
        let directory = keptCatalogFolder.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-benchmark-\(UUID().uuidString)")
        defer { if keptCatalogFolder == nil { try? FileManager.default.removeItem(at: directory) } }
        let postgresURLText = try resolvedDatabaseURL() == nil ? nil : databaseURL ?? ProcessInfo.processInfo.environment[Self.databaseURLVariable]
        if relevanceOnly {
            try await measureRelevance(in: directory, postgresURLText: postgresURLText)
            return
        }
        let clock = ContinuousClock()
        let layout = density.layout(restaurants: restaurants, citySize: citySize, seed: seed, radius: radius)
        print("Catalog: \(restaurants) generated restaurants \(layout.description), seed \(seed), rated: \(ratings.rawValue); \(queries) queries of each kind.")
        print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)\n")

        let catalogBatches = GeneratedCatalogBatches(
            generators: density.generators(count: restaurants, layout: layout, seed: seed, radius: radius), size: 10_000, ratings: ratings
        )
        if countryPBF {
            try await measureCountryImport(in: directory)
            return
        }
        if let exportFile {
            let size = try SyntheticOSMExport.write(catalogBatches, to: URL(fileURLWithPath: exportFile))
            print(String(format: "wrote %d restaurants as Overpass JSON (%.1f MB) to ", restaurants, Double(size) / 1e6) + exportFile)
            return
        }

        try await measureRelevance(in: directory, postgresURLText: postgresURLText)

        let bulkDatabase = try ServerDatabase.open(in: directory.appendingPathComponent("bulk"))
        let (generatedNames, restaurantIDs): ([String], [String])
        if let kept = try await keptCatalog(in: bulkDatabase) {
            (generatedNames, restaurantIDs) = kept
            print("kept catalog reused from \(directory.path)")
        } else {
            (generatedNames, restaurantIDs) = try await generate(catalogBatches, into: bulkDatabase)
        }
        // Every workload's Latin inputs are cut from these; the comparison's Cyrillic ones from
        // `RussianRestaurantNames.words`.
        let names = generatedNames.filter { !RussianRestaurantNames.isRussian($0) }

        // The import path: an Overpass JSON file streamed, mapped (opening_hours parsed) and upserted.
        if !skipsImport {
            let export = directory.appendingPathComponent("export.json")
            let size = try SyntheticOSMExport.write(catalogBatches, to: export)
            let importDatabase = try ServerDatabase.open(in: directory.appendingPathComponent("import"))
            let importStart = clock.now
            let summary = try await OSMImporter(database: importDatabase, options: .init(timeZone: "Europe/Lisbon")).importFile(at: export)
            print(String(format: "import %.1f MB Overpass JSON (%d new):   %9.0f ms", Double(size) / 1e6, summary.inserted, (clock.now - importStart).milliseconds))
            try? FileManager.default.removeItem(at: export)
        }
        var postgres: PostgresServerDatabase?
        if let url = try resolvedDatabaseURL() {
            // No statement timeout: a slow plan is what the benchmark is there to show, not a reason to stop.
            let database = try await PostgresServerDatabase.open(url: url, poolSize: 4, statementTimeout: nil)
            let loaded = try await PostgresCatalogLoad.load(catalogBatches, into: database)
            print(String(format: "PostgreSQL import path (COPY, %d new): %9.0f ms", loaded.outcome.inserted, loaded.duration.milliseconds) + "   into " + url.description)
            postgres = database
        }
        let file = directory.appendingPathComponent("bulk/server.sqlite")
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print(String(format: "generated catalog's database file:        %9.1f MB\n", Double(size) / 1e6))

        // Queries run on the generated catalog (it has ratings, photos and reviews; an OSM import has none).
        let catalog = SQLiteRestaurantCatalog(database: bulkDatabase)
        let plan = try await catalog.queryPlan(forNearby: NearbyQuery(center: DemoCatalog.center, radius: 1_000))
        print("nearby query plan: " + plan.joined(separator: " | "))
        let comparisonWorkload = ComparisonWorkload(seed: seed &+ 2, layout: layout, names: names)
        let rawComparison = try await QueryComparison(
            catalog: catalog, pool: bulkDatabase.pool, baseline: RawSQLBaseline(file: file), floor: KDTreeFloor(file: file), queries: comparisonQueries,
            timeBudget: .seconds(20), now: Self.now
        ).run(comparisonWorkload, only: comparisonOnly)
        print("\nThe same questions as raw SQL (one prepared statement) and through the catalog (SQLiteRestaurantCatalog), alternately in blocks of \(QueryComparison.blockSize); ms:")
        print(QueryComparisonTable.text(rawComparison))
        let mismatches = QueryComparisonTable.mismatchReport(rawComparison)
        if let mismatches { print("\n" + mismatches) }
        var comparison = StoreComparison()
        let reviewWorkload = ReviewWorkload(authors: 20, reviews: reviews, restaurantIDs: restaurantIDs)
        let sqliteServer = ServerConfiguration(port: 0, dataDirectory: directory.appendingPathComponent("bulk"))
        comparison.record(sqlite: rawComparison.filter { $0.label.hasPrefix("top ") }.map(\.ours))
        comparison.record(sqlite: try await measureInProcess(catalog: catalog, names: names, store: "SQLite"))
        comparison.record(sqlite: try await measurePlaceNames(
            destination: SQLiteCatalogImportDestination(database: bulkDatabase), gazetteer: SQLiteGazetteer(reader: bulkDatabase.pool), store: "SQLite"
        ))
        comparison.record(sqlite: try await measureReviews(reviewWorkload, on: sqliteServer, store: "SQLite"))
        if let postgres {
            let postgresCatalog = PostgresRestaurantCatalog(database: postgres)
            comparison.record(postgres: try await measurePostgresRoundTrip(postgres))
            comparison.record(postgres: try await measureRatingKinds(catalog: postgresCatalog, workload: comparisonWorkload, store: "PostgreSQL"))
            comparison.record(postgres: try await measureInProcess(catalog: postgresCatalog, names: names, store: "PostgreSQL"))
            comparison.record(postgres: try await measurePlaceNames(
                destination: PostgresCatalogStore(database: postgres), gazetteer: PostgresGazetteer(database: postgres), store: "PostgreSQL"
            ))
            var postgresServer = ServerConfiguration(port: 0, dataDirectory: directory.appendingPathComponent("postgres-server"))
            postgresServer.stores = PostgresServerStores(url: postgres.url)
            comparison.record(postgres: try await measureReviews(reviewWorkload, on: postgresServer, store: "PostgreSQL"))
            await postgres.close()
            print("\nPostgreSQL beside SQLite (×: PostgreSQL's latency as a multiple of SQLite's):")
            print(comparison.table)
        }
        if http {
            try await measureOverHTTP(dataDirectory: directory.appendingPathComponent("bulk"), names: names, comparison: comparisonWorkload)
        }
        if let mismatches {
            print("\n" + mismatches)
            throw ExitCode.failure
        }
    }

    /// Open-now is decided at a fixed moment, so that runs compare: Wednesday 2025-06-11 13:00 in
    /// Lisbon (lunch time; the HTTP part uses the server's real clock).
    static let now = Date(timeIntervalSince1970: 1_749_643_200)
    /// 02:30 in Lisbon on the same day, for open now when few are.
    static let night = Date(timeIntervalSince1970: 1_749_605_400)

    static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: .numeric) == .orderedAscending
    }
}
