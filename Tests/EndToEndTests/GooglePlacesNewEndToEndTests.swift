import Foundation
import Hummingbird
import NIOCore
import TestSupport
import XCTest

/// The real binary against a local stand-in for Google's Places API (New) host, as a user with a key
/// made today would run it.
final class GooglePlacesNewEndToEndTests: XCTestCase {
    func test_nearbyDetailsSearchAndPhoto_workWithTheKeyOnlyInItsHeaderAndNarrowFieldMasks() async throws {
        let google = try await startGoogle()
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = "  \(FakeGooglePlacesNewHost.key)\n"
        let places = ["--places-url", google.baseURL.absoluteString]

        let nearby = try await cli.json(["nearby", "--verbose"] + places)
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        XCTAssertEqual(restaurants.count, 20)
        let ratings = restaurants.compactMap { $0["rating"] as? Double }
        XCTAssertEqual(ratings, ratings.sorted(by: >), "best rated first")
        let closed = try XCTUnwrap(restaurants.first { $0["businessStatus"] as? String == "closedTemporarily" })
        XCTAssertEqual(closed["openNow"] as? Bool, false)
        XCTAssertEqual(restaurants.first?["priceLevel"] as? Int, 2)

        let details = try await cli.json(["details", FakeGooglePlacesNewHost.placeID] + places)
        let restaurant = try XCTUnwrap(details["restaurant"] as? [String: Any])
        XCTAssertEqual(restaurant["name"] as? String, "Tasca nº 1 — Zé")
        XCTAssertEqual(restaurant["website"] as? String, "https://tasca.example")
        XCTAssertEqual(restaurant["ratingsCount"] as? Int, 812)
        let reviews = try XCTUnwrap(restaurant["reviews"] as? [[String: Any]])
        XCTAssertEqual(reviews.map { $0["author"] as? String }, ["Joana Silva", "A Google User"])
        XCTAssertEqual(reviews.first?["originalLanguage"] as? String, "pt")
        let photo = try XCTUnwrap((restaurant["photos"] as? [[String: Any]])?.first?["reference"] as? String)
        XCTAssertEqual((restaurant["photos"] as? [[String: Any]])?.first?["attributions"] as? [String], ["Rui Fotógrafo"])
        let page = try await cli.expect(0, ["details", FakeGooglePlacesNewHost.placeID] + places)
        XCTAssertTrue(page.stdout.contains("\(photo)  800×600  by Rui Fotógrafo"), "the photographer credited as Google requires:\n\(page.stdout)")

        let search = try await cli.json(["search", "tasca"] + places)
        let predictions = try XCTUnwrap(search["predictions"] as? [[String: Any]])
        XCTAssertEqual(predictions.map { $0["secondaryText"] as? String }, ["Rua da Prata, Lisboa", "Belém"])
        XCTAssertEqual(predictions.map { $0["distanceMeters"] as? Int }, [55, 6_400])

        let folder = try makeTemporaryDirectory()
        let saved = try await cli.expect(0, ["details", "photo", photo, "--output", folder.appendingPathComponent("dish").path] + places)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("dish.png").path), saved.stdout + saved.stderr)

        let requests = google.requests
        XCTAssertEqual(requests.filter { $0.pathAndQuery.hasPrefix("/v1/places:searchText") }.count, 1, "one page: the answer has no next page")
        let version = try await cli.expect(0, ["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(Set(requests.map(\.userAgent)), ["foodybite/\(version)"], "the version --version prints")
        for request in requests where request.pathAndQuery.hasPrefix("/v1/") {
            XCTAssertEqual(request.apiKey, FakeGooglePlacesNewHost.key, request.pathAndQuery)
            XCTAssertFalse(request.pathAndQuery.contains(FakeGooglePlacesNewHost.key), request.pathAndQuery)
        }
        for request in requests where request.pathAndQuery.hasPrefix("/v1/") && !request.pathAndQuery.contains("/media?") {
            let mask = try XCTUnwrap(request.fieldMask, request.pathAndQuery)
            XCTAssertFalse(mask.split(separator: ",").contains("*"), mask)
        }
        XCTAssertNil(requests.first { $0.pathAndQuery.hasPrefix("/images/") }?.apiKey, "the key never goes to the image's address")
        XCTAssertTrue(requests.contains { $0.pathAndQuery.hasPrefix("/images/") })
        let printed = [saved.stdout, saved.stderr].joined()
        XCTAssertFalse(printed.contains(FakeGooglePlacesNewHost.key))
    }

    func test_nearbyWhatToEatWithPriceAndOpenNow_sendsOneTextSearchWithTheCuisinesTypeThePricesAndTheKeyInItsHeaderOnly() async throws {
        let google = try await startGoogle()
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = FakeGooglePlacesNewHost.key

        let run = try await cli.expect(0, ["nearby", "sushi", "--price", "1-2", "--open-now", "--sort", "distance", "--places-url", google.baseURL.absoluteString])

        let searches = google.requests.filter { $0.pathAndQuery.hasPrefix("/v1/places:") }
        XCTAssertEqual(searches.map(\.pathAndQuery), ["/v1/places:searchText"], run.stderr)
        let body = try XCTUnwrap(google.textSearchBodies.first)
        XCTAssertEqual(body["textQuery"] as? String, "sushi")
        XCTAssertEqual(body["includedType"] as? String, "sushi_restaurant")
        XCTAssertEqual(body["priceLevels"] as? [String], ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE"])
        XCTAssertEqual(body["openNow"] as? Bool, true)
        let request = try XCTUnwrap(searches.first)
        XCTAssertEqual(request.apiKey, FakeGooglePlacesNewHost.key)
        XCTAssertFalse(request.pathAndQuery.contains(FakeGooglePlacesNewHost.key))
        let mask = try XCTUnwrap(request.fieldMask).split(separator: ",").map(String.init)
        XCTAssertFalse(mask.contains("*"))
        XCTAssertTrue(mask.allSatisfy { $0.hasPrefix("places.") || $0 == "nextPageToken" }, "\(mask)")
        XCTAssertFalse([run.stdout, run.stderr].joined().contains(FakeGooglePlacesNewHost.key))
    }

    func test_photo_aRedirectToAnotherHostGetsNeitherTheKeyNorTheSession() async throws {
        let google = try await startGoogle()
        let seen = HeaderRecorder()
        let imageHost = try await LoopbackHTTPServer.start { request, _ in
            seen.record(request.headers.map { "\($0.name.canonicalName): \($0.value)" })
            return Response(status: .ok, headers: [.contentType: "image/jpeg"], body: .init(byteBuffer: ByteBuffer(bytes: [0xFF, 0xD8, 0xFF, 0xE0])))
        }
        addTeardownBlock { await imageHost.stop() }
        google.redirectMedia(to: imageHost.baseURL.appendingPathComponent("elsewhere.jpg"))
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = FakeGooglePlacesNewHost.key
        let folder = try makeTemporaryDirectory()

        try await cli.expect(0, ["details", "photo", "places/ChIJfake1/photos/AUc1", "--output", folder.appendingPathComponent("dish").path, "--places-url", google.baseURL.absoluteString])

        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("dish.jpg").path))
        let headers = seen.lines
        XCTAssertFalse(headers.isEmpty, "the redirect was followed")
        XCTAssertFalse(headers.contains { $0.hasPrefix("x-goog-api-key") || $0.hasPrefix("authorization") }, "\(headers)")
    }

    func test_verboseRequests_neverShowTheKey() async throws {
        let google = try await startGoogle()
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = FakeGooglePlacesNewHost.key

        let result = try await cli.expect(0, ["nearby", "--verbose", "--places-url", google.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("POST \(google.baseURL.absoluteString)/v1/places:searchText"), result.stderr)
        XCTAssertFalse((result.stdout + result.stderr).contains(FakeGooglePlacesNewHost.key))
    }

    func test_wrongKey_exits77WithoutPrintingIt() async throws {
        let google = try await startGoogle()
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = "WRONG-KEY-4567"

        let result = try await cli.expect(77, ["nearby", "--verbose", "--places-url", google.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("API key not valid"), result.stderr)
        XCTAssertTrue(result.stderr.contains("GOOGLE_PLACES_API_KEY"), result.stderr)
        XCTAssertFalse((result.stdout + result.stderr).contains("WRONG-KEY-4567"))
    }

    func test_missingKey_exits77SayingItIsNotSet() async throws {
        let google = try await startGoogle()
        let cli = try makeCLI(server: nil)

        let result = try await cli.expect(77, ["search", "tasca", "--places-url", google.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("GOOGLE_PLACES_API_KEY is not set"), result.stderr)
    }

    func test_unknownPlace_exitsWithNoSuchRestaurant() async throws {
        let google = try await startGoogle()
        var cli = try makeCLI(server: nil)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = FakeGooglePlacesNewHost.key

        let result = try await cli.expect(65, ["details", "ChIJgone", "--places-url", google.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("No restaurant has the id ChIJgone"), result.stderr)
    }

    // MARK: - Helpers

    private final class HeaderRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []

        var lines: [String] { lock.withLock { recorded } }

        func record(_ lines: [String]) {
            lock.withLock { recorded += lines }
        }
    }

    private func startGoogle() async throws -> FakeGooglePlacesNewHost {
        let google = FakeGooglePlacesNewHost()
        try await google.start()
        addTeardownBlock { await google.stop() }
        return google
    }
}
