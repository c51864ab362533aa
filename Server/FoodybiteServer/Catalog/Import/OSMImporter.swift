import Foundation

/// Imports OpenStreetMap restaurants (GeoJSON or Overpass JSON of `amenity=restaurant`) into a catalog
/// (`CatalogImportDestination`: SQLite in batches, PostgreSQL in one transaction). Bad and unnamed records
/// are skipped and counted; re-importing a file updates the restaurants it imported before (matched by
/// OSM id, or by name and position when the export has no ids) instead of duplicating them. Real data
/// replaces the demo catalog unless asked to keep it, once every restaurant is in.
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

        public init(
            timeZone: String? = nil,
            keepsDemoCatalog: Bool = false,
            batchSize: Int = 2_000,
            pauseBetweenBatches: Duration = .milliseconds(100)
        ) {
            self.timeZone = timeZone
            self.keepsDemoCatalog = keepsDemoCatalog
            self.batchSize = max(1, batchSize)
            self.pauseBetweenBatches = pauseBetweenBatches
        }
    }

    private let destination: any CatalogImportDestination
    private let options: Options

    public init(destination: any CatalogImportDestination, options: Options = Options()) {
        self.destination = destination
        self.options = options
    }

    /// The file is parsed in memory, which takes about 15 times its size.
    public static let maximumFileSize = 512 * 1_048_576

    public func importFile(at url: URL) async throws -> OSMImportSummary {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue, size > Self.maximumFileSize {
            throw OSMImportError.tooLarge(path: url.path, bytes: size, limit: Self.maximumFileSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (FileManager.default.fileExists(atPath: url.path) ? "permission denied or not a file" : "no such file")
            throw OSMImportError.unreadable(path: url.path, reason: reason)
        }
        return try await importData(data)
    }

    public func importData(_ data: Data) async throws -> OSMImportSummary {
        let (format, records) = try OSMDocumentReader.read(data)
        var summary = OSMImportSummary(format: format)
        summary.records = records.count
        summary.timeZoneGuessed = options.timeZone == nil

        let mapper = OSMRestaurantMapper(timeZone: options.timeZone)
        var restaurants: [CatalogRestaurant] = []
        var seenKeys = Set<String>()
        for record in records {
            switch mapper.map(record) {
            case let .failure(skip):
                summary.skipped[skip.reason, default: 0] += 1
            case let .success(mapped):
                guard seenKeys.insert(mapped.restaurant.sourceKey).inserted else {
                    summary.skipped[.duplicate, default: 0] += 1
                    continue
                }
                restaurants.append(mapped.restaurant)
                summary.timeZones[mapped.restaurant.timeZone, default: 0] += 1
                if let hours = mapped.openingHours {
                    summary.withOpeningHours += 1
                    if hours.result.hours != nil { summary.withUsableOpeningHours += 1 }
                    for note in hours.result.notes {
                        summary.openingHoursNotes[note.kind, default: 0] += 1
                    }
                }
            }
        }

        let outcome = try await destination.importRestaurants(restaurants, replacingDemoCatalog: !options.keepsDemoCatalog)
        summary.inserted = outcome.inserted
        summary.updated = outcome.updated
        summary.demoRestaurantsRemoved = outcome.demoRestaurantsRemoved
        return summary
    }
}
