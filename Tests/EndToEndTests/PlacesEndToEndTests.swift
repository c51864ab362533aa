import Foundation
import ServerTestSupport
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The main job as a user runs it: nearby → details → photo → search, then offline from the cache.
final class PlacesEndToEndTests: XCTestCase {
    func test_nearbyDetailsPhotoAndSearch_thenTheServerStopsAndCachedAnswersStillCome() async throws {
        try await runTheMainJob(placesAPI: "new")
    }

    func test_nearbyDetailsPhotoAndSearch_overTheLegacyPlacesAPIAsBefore() async throws {
        try await runTheMainJob(placesAPI: "legacy")
    }

    func test_nearbyAgainstOurServer_postsOneSearchTextForTheBestRatedAndTheServerRequiresAFieldMask() async throws {
        let server = try await startServerProcess()
        let cli = try makeCLI(server: nil)

        let result = try await cli.expect(0, ["nearby", "--verbose", "--places-url", server.baseURL.absoluteString])

        let searches = result.stderr.split(separator: "\n").filter { $0.contains("→ POST \(server.baseURL.absoluteString)/v1/places:searchText") }
        XCTAssertEqual(searches.count, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("/maps/api/place/"), result.stderr)

        var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/places:searchNearby"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"locationRestriction": {"circle": {"center": {"latitude": 38.7223, "longitude": -9.1393}, "radius": 1000}}}"#.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 400)
        let error = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["error"] as? [String: Any])
        XCTAssertEqual(error["status"] as? String, "INVALID_ARGUMENT")
        XCTAssertTrue((error["message"] as? String)?.contains("FieldMask") == true, "\(error)")
    }

    private func runTheMainJob(placesAPI: String) async throws {
        let server = try await startServer()
        var cli = try makeCLI(server: server.baseURL)
        cli.extraEnvironment["FOODYBITE_PLACES_API"] = placesAPI
        let spoken = try await cli.expect(0, ["nearby", "--limit", "1", "--verbose"])
        let route = placesAPI == "new" ? "POST \(server.baseURL.absoluteString)/v1/places:searchText" : "GET \(server.baseURL.absoluteString)/maps/api/place/nearbysearch/json"
        XCTAssertTrue(spoken.stderr.contains(route), spoken.stderr)

        let nearby = try await cli.json(["nearby", "--limit", "5"])
        XCTAssertEqual(nearby["source"] as? String, "live")
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        XCTAssertFalse(restaurants.isEmpty, "No restaurants around the default centre")
        let id = try XCTUnwrap(restaurants.first?["id"] as? String)

        let details = try await cli.json(["details", id])
        let restaurant = try XCTUnwrap(details["restaurant"] as? [String: Any])
        XCTAssertEqual(restaurant["id"] as? String, id)
        XCTAssertEqual(restaurant["name"] as? String, restaurants.first?["name"] as? String)

        let photoReference = try XCTUnwrap(firstPhotoReference(among: restaurants), "No demo restaurant has a photo")
        let folder = try makeTemporaryDirectory()
        let saved = try await cli.expect(0, ["details", "photo", photoReference, "--output", folder.appendingPathComponent("dish").path])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(files.count, 1, saved.stdout)
        let image = try Data(contentsOf: folder.appendingPathComponent(files[0]))
        XCTAssertTrue(image.starts(with: [0x89, 0x50, 0x4E, 0x47]) || image.starts(with: [0xFF, 0xD8, 0xFF]), "Not a PNG or JPEG")

        let name = try XCTUnwrap(restaurant["name"] as? String)
        let search = try await cli.json(["search", name])
        let predictions = try XCTUnwrap(search["predictions"] as? [[String: Any]])
        XCTAssertTrue(predictions.contains { $0["id"] as? String == id }, "search \(name) did not find \(id): \(predictions)")
        XCTAssertTrue(predictions.allSatisfy { $0["distanceMeters"] is Int }, "every match says how far it is: \(predictions)")

        await server.stop()

        let cachedNearby = try await cli.expect(0, ["nearby", "--limit", "5", "--json"])
        let cachedDocument = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(cachedNearby.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(cachedDocument["source"] as? String, "cache")
        XCTAssertNotNil(cachedDocument["cachedAt"] as? String)
        XCTAssertEqual((cachedDocument["restaurants"] as? [[String: Any]])?.count, restaurants.count)
        XCTAssertTrue(cachedNearby.stderr.contains("Showing results cached"), cachedNearby.stderr)

        let cachedDetails = try await cli.expect(0, ["details", id])
        XCTAssertTrue(cachedDetails.stdout.contains(name))
        XCTAssertTrue(cachedDetails.stderr.contains("Showing details cached"), cachedDetails.stderr)

        let nothingCached = try await cli.expect(69, ["nearby", "--radius", "777"])
        XCTAssertTrue(nothingCached.stderr.contains("Cannot reach the server at \(server.baseURL.absoluteString)"), nothingCached.stderr)
    }

    func test_nearby_onTheEmbeddedDefaultWithNothingConfigured() async throws {
        let cli = try makeCLI(server: nil)

        let result = try await cli.expect(0, ["nearby"])

        XCTAssertTrue(result.stdout.contains("best rated first:"), result.stdout)
        XCTAssertGreaterThan(result.stdout.split(separator: "\n").count, 5)
    }

    func test_importedOpenStreetMapData_isListedByNearbyInCopenhagen() async throws {
        let file = PackageLayout.sharedDirectory.appendingPathComponent("osm/copenhagen_restaurants.geojson")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw XCTSkip("../shared/osm is absent (a user's clone): the real OpenStreetMap export is not available.")
        }
        let dataDirectory = try makeTemporaryDirectory()
        let imported = try await ProcessRunner.runDetached(ServerProcess.executable, arguments: ["import", file.path, "--data-dir", dataDirectory.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let server = try await startServerProcess(dataDirectory: dataDirectory)
        let cli = try makeCLI(server: server.baseURL)

        let nearby = try await cli.json(["nearby", "--at", "55.676,12.568", "--radius", "1000", "--limit", "20"])

        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        XCTAssertGreaterThan(restaurants.count, 10)
        XCTAssertTrue(restaurants.allSatisfy { ($0["distanceMeters"] as? Int ?? .max) <= 1_000 })
    }

    // MARK: - Helpers

    private func firstPhotoReference(among restaurants: [[String: Any]]) -> String? {
        for restaurant in restaurants {
            if let photo = restaurant["photo"] as? [String: Any], let reference = photo["reference"] as? String {
                return reference
            }
        }
        return nil
    }
}
