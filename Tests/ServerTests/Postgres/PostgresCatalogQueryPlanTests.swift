@testable import CatalogDomain
@testable import FoodybiteServer
import PostgresNIO
@testable import ServerPostgres
import XCTest

/// The PostgreSQL catalog's searches are driven by their indexes, never by a scan of the restaurants.
final class PostgresCatalogQueryPlanTests: XCTestCase {
    func test_nearby_inASmallCircleIsDrivenByTheLocationIndex() async throws {
        let database = try await makeSUT()

        for query in [
            NearbyQuery(center: DemoCatalog.center, radius: 300),
            NearbyQuery(center: DemoCatalog.center, radius: nil, ranking: .distance, limit: 20),
            NearbyQuery(center: DemoCatalog.center, radius: 300, ranking: .distance),
        ] {
            let plan = try await nearbyPlan(query, in: database)

            // Either GiST index holds the locations; the rating tenth's is the location's too.
            XCTAssertTrue(plan.contains("restaurant_on_location") || plan.contains("restaurant_by_rating_tenth_and_location"), plan)
            XCTAssertFalse(plan.contains("Seq Scan on restaurant"), plan)
        }
    }

    func test_nearby_bestRatedInADenseCircleReadsTheRatingIndexInsteadOfEveryCandidate() async throws {
        let database = try await makeSUT()

        let plan = try await nearbyPlan(NearbyQuery(center: DemoCatalog.center, radius: 50_000), in: database)

        XCTAssertTrue(plan.contains("Function Scan on generate_series"), "one rating tenth at a time: \(plan)")
        XCTAssertTrue(plan.contains("restaurant_by_prominence") || plan.contains("restaurant_by_rating_tenth_and_location"), plan)
        XCTAssertFalse(plan.contains("Seq Scan on restaurant"), plan)
    }

    func test_nearby_bestRatedInAMiddlingCircleReadsEachRatingTenthWithinTheCircleOnly() async throws {
        let database = try await makeSUT()

        for radius in [500.0, 2_000, 5_000] {
            let plan = try await nearbyPlan(NearbyQuery(center: DemoCatalog.center, radius: radius), in: database)

            XCTAssertTrue(plan.contains("Function Scan on generate_series"), "one rating tenth at a time: \(plan)")
            XCTAssertTrue(plan.contains("restaurant_by_rating_tenth_and_location"), "radius \(radius): \(plan)")
            XCTAssertFalse(plan.contains("Seq Scan on restaurant"), plan)
        }
    }

    func test_nearby_nearestFirstInAWideCircleReadsTheLocationIndexInDistanceOrder() async throws {
        let database = try await makeSUT()

        let plan = try await nearbyPlan(NearbyQuery(center: DemoCatalog.center, radius: 50_000, ranking: .distance), in: database)

        XCTAssertTrue(plan.contains("Index Scan using restaurant_on_location"), plan)
        XCTAssertTrue(plan.contains("Order By: (location <->"), "KNN: the index gives the order: \(plan)")
    }

    func test_nearby_bestRatedInAnUnratedCatalogReadsTheNearestInDistanceOrderNotTheWholeCircle() async throws {
        let database = try await makeSUT(rated: false)

        for radius in [500.0, 1_000, 2_000, 10_000, 50_000] {
            let plan = try await nearbyPlan(NearbyQuery(center: DemoCatalog.center, radius: radius, limit: 20), in: database, analyzing: true)

            if radius >= 2_000 {
                XCTAssertTrue(plan.contains("Order By: (location <->") || plan.contains("Order By: (r.location <->"), "KNN: radius \(radius): \(plan)")
            }
            XCTAssertTrue(plan.contains("using restaurant_rated_by_tenth_and_location"), "the rated part reads the rated alone: radius \(radius): \(plan)")
            XCTAssertFalse(plan.contains("Seq Scan on restaurant"), plan)
            let removed = plan.split(separator: "\n").compactMap { line in
                line.split(separator: "Rows Removed by Filter: ").dropFirst().first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            XCTAssertLessThan(removed.reduce(0, +), 100, "rows read in vain, radius \(radius): \(plan)")
        }
    }

    func test_searchWords_listsTheRestaurantsNearThePointHavingTheWordFromTheCellsAroundIt() async throws {
        let database = try await makeSUT()
        let sut = PostgresRestaurantCatalog(database: database)

        let words = try await sut.searchWords(for: ["pizz"], within: 2_000, of: DemoCatalog.center)

        guard case let .restaurants(ids)? = words?.first, words?.count == 1 else { return XCTFail("\(String(describing: words))") }
        let pizzeriasInTheCircle = try await database.withConnection { connection in
            try await connection.all("""
                SELECT r.id FROM restaurant AS r JOIN restaurant_word AS w ON w.restaurant_id = r.id
                WHERE w.word = 'pizza' AND ST_DWithin(r.location, ST_SetSRID(ST_MakePoint(\(DemoCatalog.center.longitude), \(DemoCatalog.center.latitude)), 4326)::geography, 2000)
                """, logger: PostgresTestSchema.logger).map { try $0.decode(Int64.self) }
        }
        XCTAssertFalse(pizzeriasInTheCircle.isEmpty)
        XCTAssertTrue(Set(pizzeriasInTheCircle).isSubset(of: ids), "every pizzeria in the circle")
        XCTAssertLessThan(ids.count, pizzeriasInTheCircle.count * 3, "the cells around the circle, not the 2 500 pizzerias")
        let withAWordEveryRestaurantHas = try await sut.searchWords(for: ["tasca", "pizz"], within: 2_000, of: DemoCatalog.center)
        XCTAssertEqual(withAWordEveryRestaurantHas, [.restaurants(ids)], "one list: the restaurants having both words")
    }

    func test_searchWords_leavesToThePlannerAWordStartingManyWordsOrHadByManyRestaurantsNearThePoint() async throws {
        let database = try await makeSUT()
        let sut = PostgresRestaurantCatalog(database: database)

        let manyWords = try await sut.searchWords(for: ["1"], within: 2_000, of: DemoCatalog.center)
        let manyRestaurants = try await sut.searchWords(for: ["tasca"], within: 10_000, of: DemoCatalog.center)
        let noRestaurant = try await sut.searchWords(for: ["tasca", "sushi"], within: 2_000, of: DemoCatalog.center)

        XCTAssertEqual(manyWords, [.prefix("1")], "the numbers 1, 10, 100 …")
        XCTAssertEqual(manyRestaurants, [.prefix("tasca")], "a fifth of 50 000 restaurants within 10 km")
        XCTAssertNil(noRestaurant, "no word starts so: nothing matches anywhere")
    }

    func test_nearby_restaurantsListedByWordAreReadByID() async throws {
        let database = try await makeSUT()
        let query = NearbyQuery(center: DemoCatalog.center, radius: 2_000, keyword: "pizz")
        let words = try await PostgresRestaurantCatalog(database: database).searchWords(for: ["pizz"], within: 2_000, of: DemoCatalog.center) ?? []
        let statement = try PostgresRestaurantCatalog.nearbyStatement(query, radius: 2_000, words: words, fetchLimit: query.limit + 20)

        let plan = try await explain(statement, in: database)

        XCTAssertTrue(plan.contains("restaurant_pkey"), plan)
        XCTAssertFalse(plan.contains("Seq Scan on restaurant"), plan)
    }

    func test_connections_compileNoQueryJustInTime() async throws {
        let database = try await makeSUT(rated: false)

        let jit = try await database.withConnection { connection in
            try await connection.query("SHOW jit", logger: PostgresTestSchema.logger).collect().first?.decode(String.self)
        }

        XCTAssertEqual(jit, "off")
    }

    func test_autocomplete_isDrivenByTheWordIndex() async throws {
        let database = try await makeSUT()
        let statement = try XCTUnwrap(PostgresRestaurantCatalog.autocompleteStatement(AutocompleteQuery(input: "tasca 4711", location: DemoCatalog.center)))

        let plan = try await explain(statement, in: database)

        XCTAssertTrue(plan.contains("restaurant_name_word"), "the name words' own index: \(plan)")
        XCTAssertTrue(plan.contains("'4711'::text"), "the rare word drives: \(plan)")
        XCTAssertFalse(plan.contains("Seq Scan on restaurant "), plan)
    }

    // MARK: - Helpers

    private func makeSUT(rated: Bool = true, file: StaticString = #filePath, line: UInt = #line) async throws -> PostgresServerDatabase {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        try await database.withConnection { connection in
            for statement in Self.syntheticCatalog(rated: rated) {
                try await connection.run(PostgresQuery(unsafeSQL: statement), logger: PostgresTestSchema.logger)
            }
        }
        return database
    }

    /// 50 000 restaurants named "Tasca N" (every twentieth a pizzeria too) spread over about 45 × 45 km
    /// around the demo centre, written by the database itself (the planner's choices only show on a catalog of some size), with fresh statistics; rated,
    /// or unrated as an OpenStreetMap import is.
    private static func syntheticCatalog(rated: Bool) -> [String] { [
        """
        INSERT INTO restaurant (place_id, source_key, source, name, latitude, longitude, location, time_zone, rating, ratings_total,
            effective_rating, effective_ratings_total)
        SELECT 'place-' || n, 'synthetic:' || n, 'demo', 'Tasca ' || n, latitude, longitude,
            ST_SetSRID(ST_MakePoint(longitude, latitude), 4326)::geography, 'UTC', rating, total, rating, total
        FROM (SELECT n, 38.7223 + (random() - 0.5) * 0.4 AS latitude, -9.1393 + (random() - 0.5) * 0.5 AS longitude,
                     \(rated ? "round((1 + random() * 4)::numeric, 1)::double precision" : "NULL::double precision") AS rating,
                     \(rated ? "(random() * 500)::integer" : "0") AS total
              FROM generate_series(1, 50000) AS n) AS generated
        """,
        """
        INSERT INTO restaurant_word (word, restaurant_id, in_name, cell)
        SELECT unnest(ARRAY['tasca', substr(name, 7)] || CASE WHEN id % 20 = 0 THEN ARRAY['pizza'] ELSE ARRAY[]::text[] END), id, true,
            restaurant_cell(latitude, longitude)
        FROM restaurant
        """,
        "ANALYZE restaurant",
        "ANALYZE restaurant_word",
    ] }

    private func nearbyPlan(_ query: NearbyQuery, in database: PostgresServerDatabase, analyzing: Bool = false) async throws -> String {
        let statement = try PostgresRestaurantCatalog.nearbyStatement(
            query, radius: query.radius ?? NearbyQuery.maximumRadius, words: [], fetchLimit: query.limit + 20
        )
        return try await explain(statement, in: database, analyzing: analyzing)
    }

    /// The plan; with `analyzing`, as run, with the rows each step read and removed.
    private func explain(_ statement: PostgresQuery, in database: PostgresServerDatabase, analyzing: Bool = false) async throws -> String {
        let explained = PostgresQuery(unsafeSQL: (analyzing ? "EXPLAIN (ANALYZE) " : "EXPLAIN ") + statement.sql, binds: statement.binds)
        return try await database.withConnection { connection in
            try await connection.all(explained, logger: PostgresTestSchema.logger).map { try $0.decode(String.self) }.joined(separator: "\n")
        }
    }
}
