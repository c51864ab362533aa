@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// GET /catalog/coverage: where the catalog has restaurants.
final class CatalogCoverageRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_coverage_answersTheCountTheBoxItsCentreAndTheDemosDescription() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("West", at: GeoPoint(latitude: 38.70, longitude: -9.20)),
            F.restaurant("East", at: GeoPoint(latitude: 38.76, longitude: -9.10)),
        ])

        let answer = try await server.client.get("/catalog/coverage")

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.json?["restaurants"] as? Int, 2)
        XCTAssertEqual(answer.json?["demo"] as? Bool, true)
        XCTAssertEqual(answer.json?["description"] as? String, "fictional restaurants around Lisbon")
        let bounds = try XCTUnwrap(answer.json?["bounds"] as? [String: [String: Double]])
        XCTAssertEqual(bounds["low"], ["latitude": 38.70, "longitude": -9.20])
        XCTAssertEqual(bounds["high"], ["latitude": 38.76, "longitude": -9.10])
        let center = try XCTUnwrap(answer.json?["center"] as? [String: Double])
        XCTAssertEqual(center["latitude"] ?? 0, 38.73, accuracy: 1e-9)
        XCTAssertEqual(center["longitude"] ?? 0, -9.15, accuracy: 1e-9)
    }

    func test_coverage_ofAnImportedCatalogHasNoDescriptionAndOfAnEmptyOneNoBox() async throws {
        let imported = try await startPlacesServer(restaurants: [F.restaurant("Nørrebro", at: GeoPoint(latitude: 55.69, longitude: 12.55), source: .openStreetMap)])
        let empty = try await startPlacesServer(restaurants: [])

        let importedAnswer = try await imported.client.get("/catalog/coverage")
        let emptyAnswer = try await empty.client.get("/catalog/coverage")

        XCTAssertEqual(importedAnswer.json?["demo"] as? Bool, false)
        XCTAssertNil(importedAnswer.json?["description"])
        XCTAssertEqual(emptyAnswer.json?["restaurants"] as? Int, 0)
        XCTAssertNil(emptyAnswer.json?["bounds"])
        XCTAssertNil(emptyAnswer.json?["center"])
    }
}
