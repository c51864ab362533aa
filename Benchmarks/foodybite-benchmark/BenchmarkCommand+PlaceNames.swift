import CatalogDomain
import DemoCatalog
import Foundation

extension BenchmarkCommand {
    /// Place-name lookups (`--near PLACE`, `location set PLACE`) over a generated country's streets,
    /// one per ten restaurants, through the store's gazetteer; the streets are imported first (a kept
    /// catalog's are updated in place).
    func measurePlaceNames(destination: any CatalogImportDestination, gazetteer: any Gazetteer, store: String) async throws -> [LatencyStatistics] {
        let streets = GeneratedGazetteer(count: max(1_000, restaurants / 10), center: DemoCatalog.center, spread: radius, seed: seed &+ 3)
        let clock = ContinuousClock()
        let importStart = clock.now
        for start in stride(from: 0, to: streets.entries.count, by: 10_000) {
            _ = try await destination.importGazetteer(Array(streets.entries[start..<min(start + 10_000, streets.entries.count)]))
        }
        let importTime = clock.now - importStart
        var random = SeededRandomNumberGenerator(seed: seed &+ 4)
        var latency = LatencyStatistics(name: "place-name lookup (5 places)")
        var found = 0
        for round in 0..<(queries + 20) {
            let text = streets.lookup(&random)
            let start = clock.now
            let places = try await gazetteer.places(named: text, limit: 5)
            guard round >= 20 else { continue }
            latency.record(clock.now - start)
            found += places.count
        }
        print(String(format: "\nPlace names on %@: %d streets imported in %.0f ms, then looked up by the last words of a name or all of it:", store, streets.entries.count, importTime.milliseconds))
        print(LatencyStatistics.header)
        print(latency.row)
        print(String(format: "(mean %.1f places found)", Double(found) / Double(max(1, queries))))
        return [latency]
    }
}
