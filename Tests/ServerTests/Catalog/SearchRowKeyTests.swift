@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// The full-text index's rows are keyed by place: the triggers compute the key in SQL, the searches in
/// Swift, and a box's ranges must hold every restaurant in it, wherever on Earth the box is.
final class SearchRowKeyTests: XCTestCase {
    func test_key_isWhatTheSQLExpressionComputesForAnyPointAndID() throws {
        var random = SeededRandomNumberGenerator(seed: 11)
        let queue = try DatabaseQueue()
        let points = [(-90.0, -180.0), (90, 180), (0, 0), (-0.0000001, 179.9999999)] + (0..<500).map { _ in
            (-90 + random.unit() * 180, -180 + random.unit() * 360)
        }
        for (latitude, longitude) in points {
            let id = Int64(random.int(in: 1...Int(SearchRowKey.maximumID)))

            let sqlKey = try queue.read { db in
                try Int64.fetchOne(db, sql: """
                    SELECT \(SearchRowKey.expression(latitude: "latitude", longitude: "longitude", id: "id"))
                    FROM (SELECT ? AS latitude, ? AS longitude, ? AS id)
                    """, arguments: [latitude, longitude, id])
            }

            XCTAssertEqual(sqlKey, SearchRowKey.key(latitude: latitude, longitude: longitude, id: id), "\(latitude), \(longitude)")
        }
    }

    func test_restaurantID_isTheIDTheKeyWasMadeWith() {
        var random = SeededRandomNumberGenerator(seed: 12)
        for _ in 0..<500 {
            let id = Int64(random.int(in: 1...Int(SearchRowKey.maximumID)))

            let key = SearchRowKey.key(latitude: -90 + random.unit() * 180, longitude: -180 + random.unit() * 360, id: id)

            XCTAssertEqual(SearchRowKey.restaurantID(key), id)
            XCTAssertGreaterThan(key, 0)
        }
    }

    func test_cell_holdsThePointTheKeyWasMadeFor() {
        var random = SeededRandomNumberGenerator(seed: 13)
        for _ in 0..<500 {
            let point = GeoPoint(latitude: -90 + random.unit() * 180, longitude: -180 + random.unit() * 360)

            let cell = SearchRowKey.cell(of: SearchRowKey.key(latitude: point.latitude, longitude: point.longitude, id: 7))

            let slack = 1e-9
            XCTAssertTrue(
                (cell.minLatitude - slack...cell.maxLatitude + slack).contains(point.latitude)
                    && (cell.minLongitude - slack...cell.maxLongitude + slack).contains(point.longitude),
                "\(point) in \(cell)"
            )
            XCTAssertLessThan(cell.maxLatitude - cell.minLatitude, 0.0007, "about 75 m north to south")
        }
    }

    func test_distanceBound_neverExceedsTheDistanceToAPointOfTheCellYetIsNearItFarAway() {
        var random = SeededRandomNumberGenerator(seed: 15)
        for _ in 0..<2_000 {
            let center = GeoPoint(latitude: -85 + random.unit() * 170, longitude: -180 + random.unit() * 360)
            let reach = pow(10, random.unit() * 5.5)
            let point = GeoPoint(
                latitude: max(-90, min(90, center.latitude + (random.unit() - 0.5) * reach / 55_000)),
                longitude: remainder(center.longitude + (random.unit() - 0.5) * reach / 55_000, 360)
            )

            let bound = SearchRowKey.distanceBound(from: center, toCellOf: SearchRowKey.key(latitude: point.latitude, longitude: point.longitude, id: 1))

            let distance = center.distance(to: point)
            XCTAssertLessThanOrEqual(bound, distance, "\(center) to \(point)")
            if abs(center.latitude) < 80 {
                XCTAssertGreaterThanOrEqual(bound, distance / 1.02 - 200, "a cell is at most about 170 m across: \(center) to \(point)")
            }
        }
    }

    func test_ranges_holdTheKeyOfEveryPointInTheBoxInAtMostNineRuns() {
        var random = SeededRandomNumberGenerator(seed: 14)
        for _ in 0..<500 {
            let height = pow(10, -4 + random.unit() * 5), width = pow(10, -4 + random.unit() * 5)
            let minLatitude = -90 + random.unit() * (180 - height), minLongitude = -180 + random.unit() * (360 - width)
            let box = GeoBoundingBox(minLatitude: minLatitude, maxLatitude: minLatitude + height, minLongitude: minLongitude, maxLongitude: minLongitude + width)

            let ranges = SearchRowKey.ranges(covering: box)

            XCTAssertLessThanOrEqual(ranges.count, 9)
            let corners = [(box.minLatitude, box.minLongitude), (box.minLatitude, box.maxLongitude), (box.maxLatitude, box.minLongitude), (box.maxLatitude, box.maxLongitude)]
            let inside = (0..<20).map { _ in (box.minLatitude + random.unit() * height, box.minLongitude + random.unit() * width) }
            for (latitude, longitude) in corners + inside {
                let key = SearchRowKey.key(latitude: latitude, longitude: longitude, id: SearchRowKey.maximumID)
                XCTAssertTrue(ranges.contains { $0.contains(key) }, "\(latitude), \(longitude) in \(box)")
            }
        }
    }

    func test_rangesWithin_holdTheKeysOfEveryRestaurantInTheCircleAndNoneFarBeyondIt() {
        // Given a circle of 2 km in Lisbon
        let center = GeoPoint(latitude: 38.7223, longitude: -9.1393)

        // When its runs of keys are asked for
        let ranges = SearchRowKey.ranges(within: 2_000, of: center)

        // Then the keys of restaurants inside, whatever their ids, lie in them, and those 5 km away do not
        let inside = [(38.7223, -9.1393), (38.7393, -9.1393), (38.7223, -9.1623), (38.7096, -9.1231)]
        let outside = [(38.7673, -9.1393), (38.7223, -9.0818), (38.6773, -9.1968)]
        for (latitude, longitude) in inside {
            for id in [Int64(1), SearchRowKey.maximumID] {
                let key = SearchRowKey.key(latitude: latitude, longitude: longitude, id: id)
                XCTAssertTrue(ranges.contains { $0.contains(key) }, "\(latitude), \(longitude)")
            }
        }
        for (latitude, longitude) in outside {
            let key = SearchRowKey.key(latitude: latitude, longitude: longitude, id: 1)
            XCTAssertFalse(ranges.contains { $0.contains(key) }, "\(latitude), \(longitude)")
        }
    }

    func test_cellRangesWithin_holdEveryPointOfTheCircleAndNoneFarBeyondIt() {
        var random = SeededRandomNumberGenerator(seed: 16)
        for _ in 0..<300 {
            let center = GeoPoint(latitude: -79 + random.unit() * 158, longitude: -180 + random.unit() * 360)
            let radius = pow(10, 1 + random.unit() * 3.7)

            let ranges = SearchRowKey.cellRanges(within: radius, of: center)

            for _ in 0..<40 {
                let bearing = random.unit() * 2 * .pi, reach = random.unit() * radius * 2.5
                let point = GeoPoint(
                    latitude: center.latitude + reach * cos(bearing) / 111_195,
                    longitude: remainder(center.longitude + reach * sin(bearing) / (111_195 * cos(center.latitude * .pi / 180)), 360)
                )
                let distance = center.distance(to: point)
                let isCovered = ranges.contains { $0.contains(SearchRowKey.cell(latitude: point.latitude, longitude: point.longitude)) }
                if distance <= radius {
                    XCTAssertTrue(isCovered, "\(point), \(distance) m from \(center), radius \(radius)")
                } else if distance > radius * 1.8 + 250, abs(center.latitude) < 60 {
                    // (Nearer the poles a cell is narrower than it is tall, and so is a block.)
                    XCTAssertFalse(isCovered, "blocks are at most a quarter of the circle's span: \(point), \(distance) m from \(center), radius \(radius)")
                }
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
