@testable import CatalogDomain
@testable import CatalogSQLite
import PostgresNIO
@testable import ServerPostgres
import XCTest

/// `restaurant_word.cell`: the cell beside each word, as `SearchRowKey` computes it, filled for catalogs
/// written before it and kept where the restaurant is.
final class PostgresWordCellTests: XCTestCase {
    func test_restaurantCell_isTheCellSearchRowKeyGivesForEveryPoint() async throws {
        // Given the grid's edges, points just either side of a cell's edge, and random points
        let schema = try await PostgresTestSchema.make(for: self)
        let database = try await schema.openDatabase(on: self)
        let side = Double(SearchRowKey.cellsPerSide)
        var points = [(-90.0, -180.0), (90, 180), (0, 0), (-89.9999, 179.9999), (38.7223, -9.1393), (47.14, 9.52)]
        for step in [1.0, 7, 1_000, 131_072, 262_143] {
            let latitude = step * 180 / side - 90, longitude = step * 360 / side - 180
            points += [(latitude, longitude), (latitude.nextDown, longitude.nextDown), (latitude.nextUp, longitude.nextUp)]
        }
        var generator = SystemRandomNumberGenerator()
        points += (0..<500).map { _ in (Double.random(in: -90...90, using: &generator), Double.random(in: -180...180, using: &generator)) }

        // When PostgreSQL computes their cells
        let query: PostgresQuery = """
            SELECT restaurant_cell(p.latitude, p.longitude)
            FROM unnest(\(points.map(\.0))::float8[], \(points.map(\.1))::float8[]) WITH ORDINALITY AS p (latitude, longitude, position)
            ORDER BY p.position
            """
        let cells = try await database.withConnection { connection in
            try await connection.all(query, logger: PostgresTestSchema.logger).map { try $0.decode(Int64.self) }
        }

        // Then each is SearchRowKey's
        XCTAssertEqual(cells, points.map { SearchRowKey.cell(latitude: $0.0, longitude: $0.1) }, "points: \(points)")
    }

    func test_migrate_placesTheWordsOfACatalogWrittenBeforeInTheirRestaurantsCells() async throws {
        // Given a restaurant and its words written before the words had cells
        let schema = try await PostgresTestSchema.make(for: self)
        let connection = try await schema.connect(on: self)
        let logger = PostgresTestSchema.logger
        try await PostgresMigrator(url: schema.url, migrations: PostgresSchema.migrations.filter { $0.version < 15 }).migrate(connection, logger: logger)
        try await connection.run("""
            INSERT INTO restaurant (id, place_id, source_key, source, name, latitude, longitude, location, time_zone)
            VALUES (7, 'place-7', 'osm:node/7', 'osm', 'Tasca do Chico', 38.7112, -9.1445,
                    ST_SetSRID(ST_MakePoint(-9.1445, 38.7112), 4326)::geography, 'Europe/Lisbon')
            """, logger: logger)
        try await connection.run(
            "INSERT INTO restaurant_word (word, restaurant_id, in_name) VALUES ('tasca', 7, true), ('chico', 7, true)", logger: logger
        )

        // When it is migrated to the current version
        try await PostgresMigrator(url: schema.url).migrate(connection, logger: logger)

        // Then each word has the restaurant's cell, and a word search around it finds it
        let cells = try await connection.all("SELECT DISTINCT cell FROM restaurant_word", logger: logger).map { try $0.decode(Int64.self) }
        XCTAssertEqual(cells, [SearchRowKey.cell(latitude: 38.7112, longitude: -9.1445)])
        let database = try await schema.openDatabase(on: self)
        let hits = try await PostgresRestaurantCatalog(database: database).nearby(
            NearbyQuery(center: GeoPoint(latitude: 38.7115, longitude: -9.1440), radius: 200, keyword: "chic"), now: Date()
        )
        XCTAssertEqual(hits.map(\.placeID), ["place-7"])
    }
}
