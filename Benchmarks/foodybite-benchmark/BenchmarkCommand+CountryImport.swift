import ArgumentParser
import CatalogImport
import FoodybiteServer
import Foundation
import ServerStorage
#if canImport(Glibc)
import Glibc
#endif

extension BenchmarkCommand {
    /// Writes a country-shaped PBF file (`SyntheticCountryPBF`), then times `osmium tags-filter` reading
    /// its restaurants and the importer importing them, in this order, and the importer's peak memory.
    func measureCountryImport(in directory: URL) async throws {
        guard let osmium = ["/usr/bin/osmium", "/usr/local/bin/osmium"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw ValidationError("--country-pbf needs osmium (Debian's osmium-tool: scripts/setup --test installs it).")
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let clock = ContinuousClock()
        let country = SyntheticCountryPBF(nodes: pbfNodes, restaurants: restaurants, seed: seed)
        let file = directory.appendingPathComponent("country.osm.pbf")
        let writing = clock.now
        try country.write(to: file, osmium: URL(fileURLWithPath: osmium))
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print(String(format: "wrote %d nodes, %d ways, %d restaurants (%d as buildings) as OSM PBF, %.0f MB:  %9.0f ms",
                     country.nodeTotal, country.ways, restaurants, country.restaurantWays, Double(size) / 1e6,
                     (clock.now - writing).milliseconds))

        let filtered = directory.appendingPathComponent("restaurants.osm.pbf")
        let anchorStart = clock.now
        let anchor = Process()
        anchor.executableURL = URL(fileURLWithPath: osmium)
        anchor.arguments = ["tags-filter", file.path, "nwr/amenity=restaurant", "-o", filtered.path, "--overwrite"]
        try anchor.run()
        anchor.waitUntilExit()
        guard anchor.terminationStatus == 0 else { throw ValidationError("osmium tags-filter failed (exit status \(anchor.terminationStatus)).") }
        let anchorTime = clock.now - anchorStart
        print(String(format: "osmium tags-filter nwr/amenity=restaurant (the anchor):   %9.0f ms", anchorTime.milliseconds))

        let database = try ServerDatabase.open(in: directory.appendingPathComponent("import"))
        let importStart = clock.now
        let summary = try await OSMImporter(database: database, options: .init(timeZone: "Europe/Lisbon")).importFile(at: file)
        let importTime = clock.now - importStart
        print(String(format: "foodybite-server import of the same file (%d new, %d streets): %9.0f ms, %.1f × osmium",
                     summary.inserted, summary.streets, importTime.milliseconds, importTime.milliseconds / anchorTime.milliseconds))
        #if os(Linux)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(String(format: "peak memory of the benchmark (resident, the import's high-water mark): %.0f MB", Double(usage.ru_maxrss) / 1024))
        #endif
    }
}
