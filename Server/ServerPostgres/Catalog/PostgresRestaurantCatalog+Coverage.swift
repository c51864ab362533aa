import CatalogDomain
import PostgresNIO

extension PostgresRestaurantCatalog {
    public func coverage() async throws -> CatalogCoverage {
        let logger = database.logger
        let demo = CatalogSource.demo.rawValue
        let rows = try await database.withConnection { connection in
            try await connection.all("""
                SELECT count(*)::bigint, count(*) FILTER (WHERE source = \(demo))::bigint,
                       min(latitude), max(latitude), min(longitude), max(longitude)
                FROM restaurant
                """, logger: logger)
        }
        guard let row = rows.first else { return CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil) }
        let (count, demoCount, south, north, west, east) = try row.decode((Int64, Int64, Double?, Double?, Double?, Double?).self)
        let bounds = south.flatMap { south in
            north.flatMap { north in
                west.flatMap { west in east.map { GeoBoundingBox(minLatitude: south, maxLatitude: north, minLongitude: west, maxLongitude: $0) } }
            }
        }
        return CatalogCoverage(restaurantCount: Int(count), demoCount: Int(demoCount), bounds: bounds)
    }
}
