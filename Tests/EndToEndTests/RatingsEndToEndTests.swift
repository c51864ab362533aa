import CatalogDomain
import FoodybiteServer
import Foundation
import GRDB
import ServerStorage
import TestSupport
import XCTest

/// Ratings that add up, through the real binary on the embedded default: a review moves a popular
/// place a little, and a few perfect ratings do not outrank hundreds of very good ones.
final class RatingsEndToEndTests: XCTestCase {
    func test_oneStarReview_movesAPlaceWithSixHundredRatingsByLessThanAHundredthAndItKeepsItsPlace() async throws {
        let cli = try makeCLI(server: nil)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let catalog = try DatabaseQueue(path: try catalogFile(under: cli.dataDirectory).path)
        let popular = try XCTUnwrap(try catalog.read { db in
            try Row.fetchOne(db, sql: "SELECT placeId, latitude, longitude FROM restaurant WHERE ratingsTotal >= 600 ORDER BY ratingsTotal DESC LIMIT 1")
        })
        let id: String = popular["placeId"]
        let around = ["nearby", "--at", "\(popular["latitude"] as Double),\(popular["longitude"] as Double)", "--radius", "2000", "--limit", "60"]
        let before = try await restaurant(id, cli: cli)
        let rankBefore = try await ids(around, cli: cli).firstIndex(of: id)

        try await cli.expect(0, ["reviews", "add", id, "--stars", "1", "--text", "Cold soup."])

        let after = try await restaurant(id, cli: cli)
        let rankAfter = try await ids(around, cli: cli).firstIndex(of: id)
        XCTAssertEqual(after["ratingsCount"] as? Int, (before["ratingsCount"] as? Int).map { $0 + 1 })
        XCTAssertLessThan(abs((after["rating"] as? Double ?? 0) - (before["rating"] as? Double ?? 9)), 0.01)
        XCTAssertNotNil(rankBefore)
        XCTAssertEqual(rankAfter, rankBefore)
    }

    func test_nearby_aPerfectScoreFromThreeRatingsIsNotInTheTopFiveWhereHundredsRateOne4Point8() async throws {
        let cli = try makeCLI(server: nil)
        try await cli.expect(0, ["nearby", "--limit", "1"])
        let catalog = try DatabaseQueue(path: try catalogFile(under: cli.dataDirectory).path)
        let candidates = try catalog.read { db in
            try Row.fetchAll(db, sql: "SELECT placeId, latitude, longitude FROM restaurant WHERE rating = 5.0 AND ratingsTotal BETWEEN 1 AND 3")
        }
        let rated = try catalog.read { db in
            try Row.fetchAll(db, sql: "SELECT latitude, longitude FROM restaurant WHERE rating >= 4.8 AND ratingsTotal >= 100 AND businessStatus = 'OPERATIONAL'")
        }
        // A perfect few with a place rated 4.8 or better by a hundred or more within 5 km.
        let perfect = try XCTUnwrap(candidates.first { candidate in
            let center = GeoPoint(latitude: candidate["latitude"], longitude: candidate["longitude"])
            return rated.contains { center.distance(to: GeoPoint(latitude: $0["latitude"], longitude: $0["longitude"])) <= 5_000 }
        }, "the demo catalog has such a place")

        let top = try await ids(["nearby", "--at", "\(perfect["latitude"] as Double),\(perfect["longitude"] as Double)", "--radius", "5000", "--limit", "5"], cli: cli)

        XCTAssertEqual(top.count, 5)
        XCTAssertFalse(top.contains(perfect["placeId"] as String))
    }

    // MARK: - Helpers

    private func restaurant(_ id: String, cli: FoodybiteCLI) async throws -> [String: Any] {
        let details = try await cli.json(["details", id])
        return try XCTUnwrap(details["restaurant"] as? [String: Any])
    }

    private func ids(_ arguments: [String], cli: FoodybiteCLI) async throws -> [String] {
        let answer = try await cli.json(arguments)
        let restaurants = try XCTUnwrap(answer["restaurants"] as? [[String: Any]])
        return restaurants.compactMap { $0["id"] as? String }
    }

    private func catalogFile(under directory: URL) throws -> URL {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try XCTUnwrap(files.first { $0.lastPathComponent == ServerDatabase.fileName }, "no catalog under \(directory.path)")
    }
}
