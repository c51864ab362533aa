@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import XCTest

/// A search by rating first reads only the first entries of the rating order: it answers when they
/// settle the question, and says nil (so another plan answers) whenever they might not.
final class RatingOrderTrialTests: XCTestCase {
    func test_bestRatedAmongFirst_findsTheBestRatedWhenTheCircleHoldsMostOfTheCatalog() async throws {
        let restaurants = (0..<30).map { restaurant($0, metresEast: Double($0) * 20, rating: 1 + Double($0) / 10) }
        let database = try await makeSUT(restaurants)

        let best = try await trial(rows: 10, NearbyQuery(center: F.lisbon, radius: 5_000, limit: 5), in: database)

        let scores = [3.9, 3.8, 3.7, 3.6, 3.5].map { RatingRule.score(rating: $0, count: restaurants[0].ratingsTotal) }
        XCTAssertEqual(try XCTUnwrap(best).map(\.score), scores)
    }

    func test_bestRatedAmongFirst_isNilWhenTooFewOfTheFirstEntriesLieInTheCircle() async throws {
        let farAndBetter = (0..<20).map { restaurant($0, metresEast: 10_000 + Double($0) * 20, rating: 4.5) }
        let nearAndWorse = (20..<30).map { restaurant($0, metresEast: Double($0) * 20, rating: 3 + Double($0) / 100) }
        let database = try await makeSUT(farAndBetter + nearAndWorse)

        let best = try await trial(rows: 25, NearbyQuery(center: F.lisbon, radius: 1_000, limit: 5), in: database)

        XCTAssertNil(best, "the near ones come from the 21st entry on: only 5 of them are read, and nothing rated below the 5th")
    }

    func test_bestRatedAmongFirst_tellsHowManyOfTheEntriesReadLieInTheBoxesWhenItHasNoAnswer() async throws {
        let farAndBetter = (0..<20).map { restaurant($0, metresEast: 10_000 + Double($0) * 20, rating: 4.5) }
        let nearAndWorse = (20..<30).map { restaurant($0, metresEast: Double($0) * 20, rating: 3 + Double($0) / 100) }
        let database = try await makeSUT(farAndBetter + nearAndWorse)

        let trial = try await trialWithRowsInBoxes(rows: 23, NearbyQuery(center: F.lisbon, radius: 1_000, limit: 5), in: database)

        XCTAssertNil(trial.candidates)
        XCTAssertEqual(trial.rowsInBoxes, 3, "the 21st to 23rd entries")
    }

    func test_bestRatedAmongFirst_isNilUntilTheLastRatingReadIsFollowedByALowerOne() async throws {
        let tied = (0..<20).map { restaurant($0, metresEast: Double($0) * 20, rating: 4) }
        let lower = restaurant(20, metresEast: 500, rating: 3)
        let database = try await makeSUT(tied + [lower])
        let query = NearbyQuery(center: F.lisbon, radius: 1_000, limit: 5)

        let tooFew = try await trial(rows: 20, query, in: database)
        let enough = try await trial(rows: 21, query, in: database)

        XCTAssertNil(tooFew, "the tie might go on past the entries read")
        XCTAssertEqual(try XCTUnwrap(enough).count, 20, "every restaurant tied with the last one is a candidate")
    }

    func test_bestRatedAmongFirst_answersFromEveryEntryWhenTheCatalogHoldsFewerThanItReads() async throws {
        let tied = (0..<10).map { restaurant($0, metresEast: Double($0) * 20, rating: 4) }
        let database = try await makeSUT(tied)

        let best = try await trial(rows: 400, NearbyQuery(center: F.lisbon, radius: 1_000, limit: 5), in: database)

        XCTAssertEqual(try XCTUnwrap(best, "nothing was left unread").count, 10)
    }

    func test_bestRatedAmongFirst_isNilWhenItsLastEntryIsUnrated() async throws {
        let rated = (0..<5).map { restaurant($0, metresEast: Double($0) * 20, rating: 4) }
        let unrated = (5..<15).map { restaurant($0, metresEast: Double($0) * 20, rating: nil) }
        let database = try await makeSUT(rated + unrated)

        let trial = try await trialWithRowsInBoxes(rows: 8, NearbyQuery(center: F.lisbon, radius: 1_000, limit: 5), in: database)

        XCTAssertNil(trial.candidates)
        XCTAssertEqual(trial.rowsInBoxes, 0, "no bound to read down to: another plan answers")
    }

    func test_bestRatedAmongFirst_isNilForSearchesWhoseFiltersAreNotInTheIndex() async throws {
        let database = try await makeSUT((0..<30).map { restaurant($0, metresEast: Double($0) * 20, rating: 1 + Double($0) / 10) })

        let withKeyword = try await trial(rows: 100, NearbyQuery(center: F.lisbon, radius: 5_000, keyword: "tasca", limit: 5), in: database)
        let openNow = try await trial(rows: 100, NearbyQuery(center: F.lisbon, radius: 5_000, openNow: true, limit: 5), in: database)

        XCTAssertNil(withKeyword)
        XCTAssertNil(openNow)
    }

    // MARK: - Helpers

    private typealias F = PlacesFixtures

    private func makeSUT(_ restaurants: [CatalogRestaurant]) async throws -> ServerDatabase {
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        return database
    }

    private func trial(rows: Int, _ query: NearbyQuery, in database: ServerDatabase) async throws -> [SQLiteRestaurantCatalog.Candidate]? {
        try await trialWithRowsInBoxes(rows: rows, query, in: database).candidates
    }

    private func trialWithRowsInBoxes(
        rows: Int, _ query: NearbyQuery, in database: ServerDatabase
    ) async throws -> (candidates: [SQLiteRestaurantCatalog.Candidate]?, rowsInBoxes: Int) {
        let radius = try XCTUnwrap(query.radius)
        return try await database.pool.read { db in
            try SQLiteRestaurantCatalog.bestRatedAmongFirst(
                rows, query, radius: radius, boxes: GeoBoundingBox.covering(center: query.center, radius: radius), now: Date(), in: db
            )
        }
    }

    private func restaurant(_ index: Int, metresEast: Double, rating: Double?) -> CatalogRestaurant {
        let key = "trial:\(index)"
        return CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: key), sourceKey: key, source: .demo, name: "Tasca \(index)",
            location: F.point(metres: metresEast), rating: rating, ratingsTotal: rating == nil ? 0 : 10
        )
    }
}
