import CatalogDomain
import Foundation

/// Imports OpenStreetMap restaurants (an OSM PBF extract or OSM XML, or GeoJSON or Overpass JSON of `amenity=restaurant`) into a catalog
/// (`CatalogImportDestination`: SQLite in batches or rebuilt, PostgreSQL in one transaction), streaming the file:
/// no more than a chunk of it and a few batches of restaurants (one written, `batchesReadAhead` read
/// ahead on a task of their own, so reading and writing each have a core) are held at once. Bad and
/// unnamed records are skipped and counted; re-importing a file updates the restaurants it imported
/// before (matched by OSM id, or by name and position when the export has no ids) instead of
/// duplicating them. Real data replaces the demo catalog unless asked to keep it, once every restaurant
/// is in. The file's place names and streets are kept beside the restaurants (`GazetteerEntry`).
public struct OSMImporter: Sendable {
    public struct Options: Sendable {
        /// For open-now: an IANA identifier (`Europe/Copenhagen`) or a fixed offset (`UTC+01:00`);
        /// nil guesses a fixed offset from each restaurant's longitude.
        public var timeZone: String?
        public var keepsDemoCatalog: Bool
        /// Restaurants written per transaction: the write lock is released between batches, so a server
        /// on the same database keeps writing.
        public var batchSize: Int
        /// How long the lock stays free between batches, for the writers waiting for it.
        public var pauseBetweenBatches: Duration
        /// The `amenity` values that count as places to eat (`restaurant`, `fast_food`, `cafe`…). In a
        /// GeoJSON or Overpass export an element without an `amenity` tag counts too (such exports are
        /// usually filtered already); in PBF and XML, which hold every element of a region, it does not.
        public var amenities: Set<String>

        public init(
            timeZone: String? = nil,
            keepsDemoCatalog: Bool = false,
            batchSize: Int = 10_000,
            pauseBetweenBatches: Duration = .milliseconds(100),
            amenities: Set<String> = ["restaurant"]
        ) {
            self.timeZone = timeZone
            self.keepsDemoCatalog = keepsDemoCatalog
            self.batchSize = max(1, batchSize)
            self.pauseBetweenBatches = pauseBetweenBatches
            self.amenities = amenities
        }
    }

    private let destination: any CatalogImportDestination
    private let options: Options

    public init(destination: any CatalogImportDestination, options: Options = Options()) {
        self.destination = destination
        self.options = options
    }

    /// How much of the file is read at a time.
    package static let chunkSize = 1 << 20
    /// Batches read and mapped ahead of the one being written.
    package static let batchesReadAhead = 2

    /// Reads the file a chunk at a time, never whole: it is checked to the end first, so a file that
    /// is not JSON (cut short, say) changes nothing, and its elements counted (the destination's
    /// `expectedCount`), then read again element by element into batches.
    public func importFile(at url: URL) async throws -> OSMImportSummary {
        try await importExport(.file(url))
    }

    public func importData(_ data: Data) async throws -> OSMImportSummary {
        try await importExport(.data(data))
    }

    package func importExport(_ source: OSMExportSource, chunkSize: Int = OSMImporter.chunkSize) async throws -> OSMImportSummary {
        let (records, elements) = try Self.records(of: source, chunkSize: chunkSize, filter: OSMPlaceFilter(amenities: options.amenities))
        let replication = PBFFile.isPBF(source) ? try PBFFile.replicationHeader(of: source) : (timestamp: nil, sequence: nil)
        let batches = OSMRestaurantBatches(
            records: records,
            mapper: OSMRestaurantMapper(timeZone: options.timeZone, amenities: options.amenities),
            batchSize: options.batchSize
        )
        let readAhead = ReadAheadBatches(capacity: Self.batchesReadAhead, expectedCount: elements) { try await batches.next() }
        defer { readAhead.stop() }
        let outcome = try await destination.importRestaurants(from: readAhead, replacingDemoCatalog: !options.keepsDemoCatalog)
        var summary = await batches.summary
        summary.inserted = outcome.inserted
        summary.updated = outcome.updated
        summary.demoRestaurantsRemoved = outcome.demoRestaurantsRemoved
        let gazetteer = await batches.gazetteer
        summary.placeNames = gazetteer.placeCount
        summary.streets = gazetteer.streetCount
        if gazetteer.placeCount + gazetteer.streetCount > 0 {
            summary.placeNamesInserted = try await destination.importGazetteer(gazetteer.entries)
        }
        try await destination.importOutlines(await batches.outlines)
        // The catalog now holds the file's edits: `update` skips diffs older than them.
        // So do the places to eat it counted, for the diffs that follow.
        if let changing = destination as? any CatalogChangeDestination {
            _ = try await changing.applyChange(CatalogChange(
                state: replication.timestamp, sequence: replication.sequence, replacesState: true, amenities: options.amenities
            ))
            summary.dataTimestamp = replication.timestamp
            summary.replicationSequence = replication.sequence
        }
        return summary
    }

    /// The file's records, and how many there are. A JSON export is checked to its end first, so one cut
    /// short changes nothing; a PBF file's first passes (see `OSMOutlines`) check every blob the same way.
    private static func records(
        of source: OSMExportSource, chunkSize: Int, filter: OSMPlaceFilter
    ) throws(OSMImportError) -> (any OSMRecordReading, Int) {
        if PBFFile.isPBF(source) {
            let outlines = try OSMOutlines.read(PBFFile(source: source), filter: filter)
            return (try PBFRecords(source: source, outlines: outlines, filter: filter), outlines.placeCount)
        }
        if OSMXMLFile.isOSMXML(source) {
            let file = OSMXMLFile(source: source)
            let outlines = try OSMOutlines.read(file, filter: filter)
            return (try OSMXMLRecords(file: file, outlines: outlines, filter: filter), outlines.placeCount)
        }
        var check = try OSMElementStream(source: source, chunkSize: chunkSize)
        var elements = 0
        while try check.nextElement(building: false) != nil { elements += 1 }
        let stream = try OSMElementStream(source: source, chunkSize: chunkSize)
        return (OSMJSONRecords(stream, source: source, chunkSize: chunkSize, filter: filter), elements)
    }
}
