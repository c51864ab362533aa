@testable import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// An autocomplete reads a box as the strips of latitude it spans: they must enclose every restaurant
/// the box holds, wherever on Earth the box is.
final class LatitudeStripTests: XCTestCase {
    func test_strips_encloseTheStripSQLiteNumbersEveryLatitudeBetweenTheBounds() throws {
        var random = SeededRandomNumberGenerator(seed: 5)
        let queue = try DatabaseQueue()
        for _ in 0..<500 {
            let minLatitude = -90 + random.unit() * 179
            let maxLatitude = min(90, minLatitude + random.unit() * random.unit())
            let latitudes = [minLatitude, maxLatitude] + (0..<5).map { _ in minLatitude + random.unit() * (maxLatitude - minLatitude) }

            let strips = LatitudeStrip.strips(from: minLatitude, to: maxLatitude)

            for latitude in latitudes {
                let strip = try queue.read { db in
                    try Int.fetchOne(db, sql: "SELECT \(LatitudeStrip.expression) FROM (SELECT ? AS latitude)", arguments: [latitude])
                }
                XCTAssertTrue(strips.contains(try XCTUnwrap(strip)), "\(latitude) in \(strips)")
            }
        }
    }

    func test_autocomplete_findsNamesAcrossTheEquatorAndTheAntimeridian() async throws {
        let places: [(String, Double, Double)] = [
            ("Tasca Norte", 0.0004, 179.9996), ("Tasca Sul", -0.0004, 179.9996), ("Tasca Leste", 0.0001, -179.9993), ("Tasca Longe", 1.0, 179.0),
        ]
        let restaurants = places.map { name, latitude, longitude in
            CatalogRestaurant(
                placeID: PlaceIdentifier.placeID(forSourceKey: name), sourceKey: name, source: .demo, name: name,
                location: GeoPoint(latitude: latitude, longitude: longitude), rating: 4, ratingsTotal: 1
            )
        }
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        let sut = SQLiteRestaurantCatalog(database: database)

        let hits = try await sut.autocomplete(AutocompleteQuery(input: "tasca", location: GeoPoint(latitude: 0, longitude: 180), radius: 1_000, limit: 3))

        XCTAssertEqual(hits.map(\.name), ["Tasca Norte", "Tasca Sul", "Tasca Leste"], "63, 63 and 78 m away; Longe is 157 km")
    }
}
