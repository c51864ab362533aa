import Catalog
import CatalogDomain
import CatalogSQLite
import FoodybiteServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Measurements through the code the routes run, in this process.
extension BenchmarkCommand {
    func measureReviews(_ workload: ReviewWorkload, on configuration: ServerConfiguration, store: String) async throws -> [LatencyStatistics] {
        let statistics = try await workload.measure(on: configuration)
        print("\nReviews on \(store), through the server over loopback HTTP (\(workload.reviews) writes by \(workload.authors) authors, then reads):")
        print(LatencyStatistics.header)
        for item in statistics { print(item.row) }
        return statistics
    }

    func measureInProcess(catalog: any RestaurantCatalog, names: [String], store: String) async throws -> [LatencyStatistics] {
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
        let typos = try await measureTypos(catalog: catalog, workload: &workload)
        // Last: what these read leaves the cache colder for whatever comes next.
        let atNight = try await measureOpenNowAtNight(service)
        print("\nIn process on \(store), through the code the routes run (NearbySearchService, the catalog's autocomplete):")
        print(LatencyStatistics.header)
        print(all.row)
        for key in byKind.keys.sorted(by: Self.naturalOrder) { print("  " + (byKind[key]?.row ?? "")) }
        for item in atNight { print("  " + item.row) }
        print(autocomplete.row)
        for item in typos { print(item.row) }
        print(String(format: "(mean %.1f results on a first page, %.1f predictions)", Double(resultCounts) / Double(queries), Double(predictionCounts) / Double(queries)))
        return [all] + byKind.keys.sorted(by: Self.naturalOrder).compactMap { byKind[$0] } + atNight + [autocomplete] + typos
    }

    /// The open-now searches again at 02:30 in Lisbon, when few restaurants are open: a search reads on
    /// until a page of open ones, which at midday (`now`) the first rows hold.
    private func measureOpenNowAtNight(_ service: NearbySearchService) async throws -> [LatencyStatistics] {
        let clock = ContinuousClock()
        var workload = BenchmarkWorkload(seed: seed &+ 5, center: DemoCatalog.center, spread: radius, names: [])
        var byRating = LatencyStatistics(name: "nearby opennow r=2000 m, at 02:30")
        var byDistance = LatencyStatistics(name: "nearby rankby=distance opennow, at 02:30")
        for _ in 0..<max(1, queries / 5) {
            var start = clock.now
            _ = try await service.page(NearbyQuery(center: workload.location(), radius: 2_000, openNow: true), now: Self.night)
            byRating.record(clock.now - start)
            start = clock.now
            _ = try await service.page(NearbyQuery(center: workload.location(), radius: nil, ranking: .distance, openNow: true), now: Self.night)
            byDistance.record(clock.now - start)
        }
        return [byRating, byDistance]
    }

    /// Nearby searches within 2 km for a word of a name misspelt (found by typo correction,
    /// `ForgivingRestaurantCatalog`, as the server composes it) beside the same word spelt right:
    /// their ratio is what forgiving the typo costs. First as a server just started asks them (the
    /// first correction sets every word of the index to be read in the background), then other words
    /// once the SQLite catalog keeps every word, as a running server does.
    private func measureTypos(catalog: any RestaurantCatalog, workload: inout BenchmarkWorkload) async throws -> [LatencyStatistics] {
        guard let words = catalog as? any CatalogWordIndex else { return [] }
        let tolerant = ForgivingRestaurantCatalog(base: catalog, words: words)
        var misspelt = LatencyStatistics(name: "nearby 2 km, a word misspelt (corrected)")
        var right = LatencyStatistics(name: "nearby 2 km, the same word spelt right")
        try await measureTypos(tolerant, misspelt: &misspelt, right: &right, workload: &workload)
        guard let sqlite = catalog as? SQLiteRestaurantCatalog else { return [misspelt, right] }
        try await sqlite.keepEveryWord()
        var misspeltKept = LatencyStatistics(name: "  the same, every word kept: misspelt")
        var rightKept = LatencyStatistics(name: "  the same, every word kept: spelt right")
        try await measureTypos(tolerant, misspelt: &misspeltKept, right: &rightKept, workload: &workload)
        return [misspelt, right, misspeltKept, rightKept]
    }

    private func measureTypos(
        _ tolerant: ForgivingRestaurantCatalog, misspelt: inout LatencyStatistics, right: inout LatencyStatistics, workload: inout BenchmarkWorkload
    ) async throws {
        let clock = ContinuousClock()
        for round in 0..<(queries + 20) {
            guard let word = workload.misspeltWord() else { continue }
            var query = NearbyQuery(center: workload.location(), radius: 2_000, keyword: word.misspelt, limit: 20)
            var start = clock.now
            _ = try await tolerant.nearby(query, now: Self.now)
            if round >= 20 { misspelt.record(clock.now - start) }
            query.keyword = word.right
            start = clock.now
            _ = try await tolerant.nearby(query, now: Self.now)
            if round >= 20 { right.record(clock.now - start) }
        }
    }
}

extension BenchmarkCommand {
    /// The comparison's searches by rating (top 20 within 500 m to 50 km), asked of another store's
    /// catalog: each kind the same questions the SQLite catalog answered beside raw SQL, after 20 to warm up.
    func measureRatingKinds(catalog: any RestaurantCatalog, workload: ComparisonWorkload, store: String) async throws -> [LatencyStatistics] {
        let clock = ContinuousClock()
        var statistics: [LatencyStatistics] = []
        for (index, kind) in ComparisonWorkload.kinds.enumerated() where kind.label.hasPrefix("top ") {
            var questions = workload.forKind(at: index)
            var latency = LatencyStatistics(name: kind.label)
            for round in 0..<(comparisonQueries + 20) {
                guard case let .nearby(query) = kind.make(&questions) else { continue }
                let start = clock.now
                _ = try await catalog.nearby(query, now: Self.now)
                if round >= 20 { latency.record(clock.now - start) }
            }
            statistics.append(latency)
        }
        print("\nSearches by rating on \(store), through the catalog (the comparison's questions):")
        print(LatencyStatistics.header)
        for item in statistics { print(item.row) }
        return statistics
    }
}
