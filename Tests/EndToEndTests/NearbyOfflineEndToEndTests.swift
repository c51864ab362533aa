import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// Offline, the nearby cache answers narrower questions from a cached answer that covers them.
final class NearbyOfflineEndToEndTests: XCTestCase {
    func test_nearby_offlineAnswersNarrowerQuestionsFromTheCachedSearch() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        let live = try await cli.json(["nearby", "--limit", "20"])
        XCTAssertEqual(live["source"] as? String, "live")

        await server.stop()

        let fewer = try await cachedRestaurants(cli, ["nearby", "--limit", "5"])
        XCTAssertEqual(fewer.count, 5)
        let openNow = try await cachedRestaurants(cli, ["nearby", "--open-now"])
        XCTAssertTrue(openNow.allSatisfy { $0["openNow"] as? Bool == true }, "\(openNow)")
        let nearest = try await cachedRestaurants(cli, ["nearby", "--sort", "distance"])
        let distances = nearest.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertFalse(distances.isEmpty)
        let best = try await cachedRestaurants(cli, ["nearby", "--min-rating", "4.7"])
        XCTAssertTrue(best.allSatisfy { ($0["rating"] as? Double ?? 0) >= 4.7 }, "\(best)")
    }

    // MARK: - Helpers

    private func cachedRestaurants(_ cli: FoodybiteCLI, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) async throws -> [[String: Any]] {
        let document = try await cli.json(arguments, file: file, line: line)
        XCTAssertEqual(document["source"] as? String, "cache", "\(arguments)", file: file, line: line)
        return try XCTUnwrap(document["restaurants"] as? [[String: Any]], file: file, line: line)
    }
}
