import Foundation
import TestSupport
import XCTest

/// A search far from every restaurant of the catalog says where the catalog has some and how to get
/// local data, through the real binary on the embedded default.
final class NearbyCoverageEndToEndTests: XCTestCase {
    func test_nearbyInCopenhagen_saysTheDemoCatalogCoversLisbonAndHowToGetLocalData() async throws {
        let cli = try makeCLI(server: nil)

        let text = try await cli.expect(0, ["nearby", "--at", "55.676,12.568"])
        let json = try await cli.json(["nearby", "--at", "55.676,12.568"])

        XCTAssertTrue(text.stdout.hasPrefix("No restaurants found"), text.stdout)
        XCTAssertTrue(text.stderr.contains("fictional restaurants around Lisbon (the demo catalog)"), text.stderr)
        XCTAssertTrue(text.stderr.contains("foodybite-server import"), text.stderr)
        XCTAssertTrue(text.stderr.contains("GOOGLE_PLACES_API_KEY"), text.stderr)
        XCTAssertFalse(text.stderr.contains("larger --radius"), text.stderr)
        XCTAssertEqual((json["restaurants"] as? [Any])?.count, 0)
        XCTAssertTrue((json["hint"] as? String)?.contains("around Lisbon") == true, "\(json)")
    }

    func test_nearbyInLisbonWithFiltersThatFindNothing_suggestsLooseningThem() async throws {
        let cli = try makeCLI(server: nil)

        let result = try await cli.expect(0, ["nearby", "--at", "38.7223,-9.1393", "--radius", "10", "--min-rating", "4.9"])

        XCTAssertTrue(result.stderr.contains("With --radius 2000, "), result.stderr)
        XCTAssertTrue(result.stderr.contains("would be found."), result.stderr)
    }
}
