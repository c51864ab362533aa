import ArgumentParser
import CatalogImport
import FoodybiteServer
import Foundation
import GRDB
import ServerPostgres
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

    @Option(name: .customLong("comparison-queries"), help: "Queries of each kind in the raw SQL comparison (each kind stops after 20 s).")
    var comparisonQueries = 500

    @Option(
        name: .customLong("comparison-only"),
        help: ArgumentHelp("Only the comparison's kinds whose label contains this text (e.g. autocomplete), to profile one kind.", valueName: "text")
    )
    var comparisonOnly: String?

    @Flag(help: "Also measure over HTTP on loopback (the real server, one request at a time).")
    var http = false

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

    @Option(
        name: .customLong("keep-catalog"),
        help: ArgumentHelp(
            "Keep the generated catalog in this folder, and when it already holds the same one (--restaurants, --seed, --radius, --density, --city-size) measure that instead of generating it again. Reviews written by a run stay in it.",
            valueName: "folder"
        )
    )
    var keptCatalogFolder: String?

    /// The `catalogState` key under which a kept catalog records what it was generated from.
    private static let keptCatalogKey = "benchmark catalog"

    private var catalogDescription: String {
        "\(restaurants) restaurants, seed \(seed), radius \(radius), density \(density.rawValue), city size \(citySize), one in \(RussianRestaurantNames.share) named in Russian"
    }

    func validate() throws {
        _ = try resolvedDatabaseURL()
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
        let clock = ContinuousClock()
        let layout = density.layout(restaurants: restaurants, citySize: citySize, seed: seed, radius: radius)
        print("Catalog: \(restaurants) generated restaurants \(layout.description), seed \(seed); \(queries) queries of each kind.")
        print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)\n")

        let catalogBatches = GeneratedCatalogBatches(
            generators: density.generators(count: restaurants, layout: layout, seed: seed, radius: radius), size: 10_000
        )
        if let exportFile {
            let size = try SyntheticOSMExport.write(catalogBatches, to: URL(fileURLWithPath: exportFile))
            print(String(format: "wrote %d restaurants as Overpass JSON (%.1f MB) to ", restaurants, Double(size) / 1e6) + exportFile)
            return
        }

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
            catalog: catalog, pool: bulkDatabase.pool, baseline: RawSQLBaseline(file: file), queries: comparisonQueries, timeBudget: .seconds(20), now: Self.now
        ).run(comparisonWorkload, only: comparisonOnly)
        print("\nThe same questions as raw SQL (one prepared statement) and through the catalog (SQLiteRestaurantCatalog), alternately in blocks of \(QueryComparison.blockSize); ms:")
        print(QueryComparisonTable.text(rawComparison))
        let mismatches = QueryComparisonTable.mismatchReport(rawComparison)
        if let mismatches { print("\n" + mismatches) }
        var comparison = StoreComparison()
        let reviewWorkload = ReviewWorkload(authors: 20, reviews: reviews, restaurantIDs: restaurantIDs)
        let sqliteServer = ServerConfiguration(port: 0, dataDirectory: directory.appendingPathComponent("bulk"))
        comparison.record(sqlite: try await measureInProcess(catalog: catalog, names: names, store: "SQLite"))
        comparison.record(sqlite: try await measureReviews(reviewWorkload, on: sqliteServer, store: "SQLite"))
        if let postgres {
            comparison.record(postgres: try await measureInProcess(catalog: PostgresRestaurantCatalog(database: postgres), names: names, store: "PostgreSQL"))
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

    /// The kept catalog's names and place ids in the order they were generated, when the folder holds
    /// the catalog these options describe; nil when it holds none (or no folder was given).
    private func keptCatalog(in database: ServerDatabase) async throws -> (names: [String], restaurantIDs: [String])? {
        guard let keptCatalogFolder else { return nil }
        return try await database.pool.read { db in
            let kept = try CatalogWriter.state(Self.keptCatalogKey, in: db)
            guard try kept != nil || CatalogWriter.restaurantCount(in: db) > 0 else { return nil }
            guard kept == catalogDescription else {
                throw ValidationError("\(keptCatalogFolder) holds another catalog (\(kept ?? "not one the benchmark generated")); give the options it was generated with, or an empty folder.")
            }
            let rows = try Row.fetchAll(db, sql: "SELECT name, placeId FROM restaurant ORDER BY id")
            return (rows.map { $0[0] }, rows.map { $0[1] })
        }
    }

    /// The seeding path: one transaction, rows expanded by SQLite (json_each), both indexes by triggers;
    /// the catalog is generated and inserted a batch at a time, so a million restaurants fit in memory.
    private func generate(_ catalogBatches: GeneratedCatalogBatches, into database: ServerDatabase) async throws -> (names: [String], restaurantIDs: [String]) {
        let clock = ContinuousClock()
        let images = catalogBatches.generators.first?.images ?? []
        let bulkStart = clock.now
        let (generation, names, restaurantIDs) = try await database.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            var generation = Duration.zero
            var names: [String] = []
            var restaurantIDs: [String] = []
            var batches = catalogBatches.makeIterator()
            while true {
                let generationStart = clock.now
                guard let batch = batches.next() else { break }
                let bulk = CatalogBulkInsert(batch)
                generation += clock.now - generationStart
                names += batch.map(\.name)
                restaurantIDs += batch.map(\.placeID)
                try CatalogWriter.insert(bulk, in: db)
            }
            try CatalogWriter.setState(Self.keptCatalogKey, to: catalogDescription, in: db)
            return (generation, names, restaurantIDs)
        }
        let compactionStart = clock.now
        try await CatalogSearchIndexCompaction.run(on: database.pool)
        let compaction = clock.now - compactionStart
        print(String(format: "generate %d restaurants:                %9.0f ms", restaurants, generation.milliseconds))
        print(String(format: "bulk insert (seeding path, R*Tree+FTS5):  %9.0f ms", (compactionStart - bulkStart - generation).milliseconds))
        print(String(format: "full-text segments merged:                %9.0f ms", compaction.milliseconds))
        return (names, restaurantIDs)
    }

    private func measureReviews(_ workload: ReviewWorkload, on configuration: ServerConfiguration, store: String) async throws -> [LatencyStatistics] {
        let statistics = try await workload.measure(on: configuration)
        print("\nReviews on \(store), through the server over loopback HTTP (\(workload.reviews) writes by \(workload.authors) authors, then reads):")
        print(LatencyStatistics.header)
        for item in statistics { print(item.row) }
        return statistics
    }

    private func measureInProcess(catalog: any RestaurantCatalog, names: [String], store: String) async throws -> [LatencyStatistics] {
        let clock = ContinuousClock()
        let service = NearbySearchService(catalog: catalog)
        let now = Self.now
        var workload = BenchmarkWorkload(seed: seed, center: DemoCatalog.center, spread: radius, names: names)
        // Warm the caches and the statement cache first.
        for _ in 0..<100 { _ = try await service.page(workload.nearby().query, now: now) }

        var all = LatencyStatistics(name: "nearby, all kinds (first page of 20)")
        var byKind: [String: LatencyStatistics] = [:]
        var resultCounts = 0
        for _ in 0..<queries {
            let nearby = workload.nearby()
            let start = clock.now
            let page = try await service.page(nearby.query, now: now)
            let elapsed = clock.now - start
            resultCounts += page.restaurants.count
            all.record(elapsed)
            byKind[nearby.label, default: LatencyStatistics(name: nearby.label)].record(elapsed)
        }
        var autocomplete = LatencyStatistics(name: "autocomplete (5 predictions, 5 km bias)")
        var predictionCounts = 0
        for _ in 0..<queries {
            let query = AutocompleteQuery(input: workload.autocompleteInput(), location: workload.location(), radius: 5_000)
            let start = clock.now
            let hits = try await catalog.autocomplete(query)
            autocomplete.record(clock.now - start)
            predictionCounts += hits.count
        }
        print("\nIn process on \(store), through the code the routes run (NearbySearchService, the catalog's autocomplete):")
        print(LatencyStatistics.header)
        print(all.row)
        for key in byKind.keys.sorted(by: Self.naturalOrder) { print("  " + (byKind[key]?.row ?? "")) }
        print(autocomplete.row)
        print(String(format: "(mean %.1f results on a first page, %.1f predictions)", Double(resultCounts) / Double(queries), Double(predictionCounts) / Double(queries)))
        return [all] + byKind.keys.sorted(by: Self.naturalOrder).compactMap { byKind[$0] } + [autocomplete]
    }

    private func measureOverHTTP(dataDirectory: URL, names: [String], comparison: ComparisonWorkload) async throws {
        let server = try await RunningServer.start(configuration: ServerConfiguration(port: 0, dataDirectory: dataDirectory))
        let rows: [String]
        do {
            guard let port = server.baseURL.port.flatMap(UInt16.init(exactly:)) else { throw ValidationError("the server named no port: \(server.baseURL)") }
            let client = LoopbackHTTPClient(port: port)
            defer { client.close() }
            rows = try await timeRequests(through: client, names: names, comparison: comparison)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        print("\nOver HTTP on loopback (one keep-alive connection, one request at a time, JSON included):")
        print(LatencyStatistics.header)
        for row in rows { print(row) }
    }

    /// The rows of the HTTP table: nearby of each kind, the comparison's top 20 kinds, autocomplete, a 404.
    private func timeRequests(through client: LoopbackHTTPClient, names: [String], comparison: ComparisonWorkload) async throws -> [String] {
        let clock = ContinuousClock()
        var workload = BenchmarkWorkload(seed: seed &+ 1, center: DemoCatalog.center, spread: radius, names: names)
        var nearby = LatencyStatistics(name: "GET nearbysearch/json")
        var nearbyByKind: [String: LatencyStatistics] = [:]
        var autocomplete = LatencyStatistics(name: "GET autocomplete/json")
        for index in 0..<(queries + 100) {
            let kind = workload.nearby()
            let elapsed = try await timedGet(client, "/maps/api/place/nearbysearch/json", Self.queryItems(kind.query), clock)
            if index >= 100 {
                nearby.record(elapsed)
                nearbyByKind[kind.label, default: LatencyStatistics(name: kind.label)].record(elapsed)
            }
        }
        for index in 0..<(queries + 100) {
            let location = workload.location()
            let items = [
                URLQueryItem(name: "input", value: workload.autocompleteInput()),
                URLQueryItem(name: "location", value: "\(location.latitude),\(location.longitude)"),
                URLQueryItem(name: "radius", value: "5000"),
            ]
            let elapsed = try await timedGet(client, "/maps/api/place/autocomplete/json", items, clock)
            if index >= 100 { autocomplete.record(elapsed) }
        }
        // The comparison's top 20 kinds, drawn as the comparison draws them (their raw p50 is in its table),
        // and a route that does nothing (404): the round trip's own cost, with no catalog work at all.
        var topByRating: [LatencyStatistics] = []
        for (index, kind) in ComparisonWorkload.kinds.enumerated() where kind.label.hasPrefix("top ") {
            var questions = comparison.forKind(at: index)
            var statistics = LatencyStatistics(name: kind.label)
            for attempt in 0..<(queries + 100) {
                guard case let .nearby(query) = kind.make(&questions) else { break }
                let elapsed = try await timedGet(client, "/maps/api/place/nearbysearch/json", Self.queryItems(query), clock)
                if attempt >= 100 { statistics.record(elapsed) }
            }
            topByRating.append(statistics)
        }
        var nothing = LatencyStatistics(name: "GET of no route (404: the round trip alone)")
        for index in 0..<(queries + 100) {
            let elapsed = try await timedGet(client, "/no-such-route", [], clock, expecting: 404)
            if index >= 100 { nothing.record(elapsed) }
        }
        var rows = [nearby.row]
        rows += nearbyByKind.keys.sorted(by: Self.naturalOrder).map { "  " + (nearbyByKind[$0]?.row ?? "") }
        rows += topByRating.map { "  " + $0.row }
        return rows + [autocomplete.row, nothing.row]
    }

    /// A nearby query as the legacy route's parameters.
    private static func queryItems(_ query: NearbyQuery) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "location", value: "\(query.center.latitude),\(query.center.longitude)")]
        if let radius = query.radius { items.append(URLQueryItem(name: "radius", value: String(Int(radius)))) }
        if query.ranking == .distance {
            items.append(URLQueryItem(name: "rankby", value: "distance"))
            // As Google's route, ours refuses a search by distance that names no keyword, name or type.
            if query.keyword == nil { items.append(URLQueryItem(name: "type", value: "restaurant")) }
        }
        if let keyword = query.keyword { items.append(URLQueryItem(name: "keyword", value: keyword)) }
        if query.openNow { items.append(URLQueryItem(name: "opennow", value: "true")) }
        return items
    }

    private func timedGet(
        _ client: LoopbackHTTPClient, _ path: String, _ items: [URLQueryItem], _ clock: ContinuousClock, expecting status: Int = 200
    ) async throws -> Duration {
        var components = URLComponents()
        components.path = path
        components.queryItems = items.isEmpty ? nil : items
        let target = components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let (response, elapsed) = try await client.get(target, clock: clock)
        guard response.status == status else { throw ValidationError("\(target) answered \(response.status)") }
        // The Places routes answer a refused question with 200 too, naming the refusal in `status`.
        if path.hasPrefix("/maps/api/place/") {
            guard let answer = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
                  let placesStatus = answer["status"] as? String else {
                throw ValidationError("\(target) answered something other than a Places JSON object")
            }
            guard ["OK", "ZERO_RESULTS"].contains(placesStatus) else {
                throw ValidationError("\(target) answered \(placesStatus): \(answer["error_message"] ?? "")")
            }
        }
        return elapsed
    }

    /// Open-now is decided at a fixed moment, so that runs compare: Wednesday 2025-06-11 13:00 in
    /// Lisbon (lunch time; the HTTP part uses the server's real clock).
    private static let now = Date(timeIntervalSince1970: 1_749_643_200)

    private static func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: .numeric) == .orderedAscending
    }
}
