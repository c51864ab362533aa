import CatalogDomain
import GRDB

extension SQLiteRestaurantCatalog {
    public func coverage() async throws -> CatalogCoverage {
        try await readers.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*), coalesce(sum(source = ?), 0), min(latitude), max(latitude), min(longitude), max(longitude) FROM restaurant
                """, arguments: [CatalogSource.demo.rawValue])
            return CatalogCoverage(row: row)
        }
    }
}

extension CatalogCoverage {
    /// From a row of count, demo count, and the least and greatest latitude and longitude.
    package init(row: Row?) {
        let bounds: GeoBoundingBox? = row.flatMap { row in
            guard let south: Double = row[2], let north: Double = row[3], let west: Double = row[4], let east: Double = row[5] else { return nil }
            return GeoBoundingBox(minLatitude: south, maxLatitude: north, minLongitude: west, maxLongitude: east)
        }
        self.init(restaurantCount: row?[0] ?? 0, demoCount: row?[1] ?? 0, bounds: bounds)
    }
}
