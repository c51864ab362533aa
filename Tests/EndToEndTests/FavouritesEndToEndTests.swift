import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// Favourites with the real binary: kept on this machine, marked in lists, searched among with
/// `nearby --favourites` (offline too), exported and imported.
final class FavouritesEndToEndTests: XCTestCase {
    func test_favouriteAdded_isListedByNearbyFavouritesLiveAndWithTheServerStopped() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        let nearby = try await cli.json(["nearby", "--limit", "5"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        let id = try XCTUnwrap(restaurants.last?["id"] as? String)

        try await cli.expect(0, ["favourites", "add", id, "--note", "the sardines"])
        let live = try await cli.json(["nearby", "--favourites"])
        await server.stop()
        let offline = try await cli.json(["nearby", "--favourites"])
        let listedOffline = try await cli.json(["favourites", "list"])

        XCTAssertEqual(try ids(live), [id])
        XCTAssertEqual(live["source"] as? String, "live")
        XCTAssertEqual(try ids(offline), [id])
        XCTAssertEqual(offline["source"] as? String, "cache")
        XCTAssertEqual(try XCTUnwrap(offline["restaurants"] as? [[String: Any]]).first?["rating"] as? Double, restaurants.last?["rating"] as? Double)
        let favourite = try XCTUnwrap((listedOffline["favourites"] as? [[String: Any]])?.first)
        XCTAssertEqual(favourite["note"] as? String, "the sardines")
        XCTAssertEqual(favourite["source"] as? String, "cache")
    }

    func test_nearby_marksFavouritesWithAStarInTextAndJSON() async throws {
        let cli = try makeCLI(server: nil)
        let nearby = try await cli.json(["nearby", "--limit", "3"])
        let id = try XCTUnwrap((nearby["restaurants"] as? [[String: Any]])?[1]["id"] as? String)

        try await cli.expect(0, ["favourites", "add", id])
        let text = try await cli.expect(0, ["nearby", "--limit", "3"])
        let json = try await cli.json(["nearby", "--limit", "3"])

        let starred = text.stdout.split(separator: "\n").filter { $0.drop { $0 == " " || $0.isNumber }.hasPrefix("★ ") }
        XCTAssertEqual(starred.count, 1, text.stdout)
        XCTAssertTrue(starred.first?.contains(id) == true, text.stdout)
        XCTAssertEqual(try XCTUnwrap(json["restaurants"] as? [[String: Any]]).map { $0["favourite"] as? Bool }, [false, true, false])
    }

    func test_export_thenImportIntoAnotherDataDirectory_keepsTheSameFavourites() async throws {
        let cli = try makeCLI(server: nil)
        let other = try makeCLI(server: nil)
        let nearby = try await cli.json(["nearby", "--limit", "2"])
        let ids = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        for id in ids { try await cli.expect(0, ["favourites", "add", id]) }
        let file = try makeTemporaryDirectory().appendingPathComponent("favourites.json")

        try await cli.expect(0, ["favourites", "export", "--output", file.path])
        let imported = try await other.expect(0, ["favourites", "import", file.path])
        let again = try await other.expect(0, ["favourites", "import", "-"], stdin: try String(contentsOf: file, encoding: .utf8))
        let listed = try await other.json(["favourites", "list"])

        XCTAssertTrue(imported.stdout.contains("Added 2 favourites."), imported.stdout)
        XCTAssertTrue(again.stdout.contains("Added 0 favourites; 2 already kept took the imported note."), again.stdout)
        XCTAssertEqual(try XCTUnwrap(listed["favourites"] as? [[String: Any]]).compactMap { $0["id"] as? String }, ids)
    }

    func test_badInput_isRefusedWithExit65AndChangesNothing() async throws {
        let cli = try makeCLI(server: nil)

        let unknown = try await cli.expect(65, ["favourites", "add", "FBnoSuchPlace"])
        let notKept = try await cli.expect(65, ["favourites", "remove", "FBnoSuchPlace"])
        let notAnExport = try await cli.expect(65, ["favourites", "import", "-"], stdin: #"{"favourites": 3}"#)
        let listed = try await cli.json(["favourites", "list"])

        XCTAssertTrue(unknown.stderr.contains("No restaurant has the id FBnoSuchPlace"), unknown.stderr)
        XCTAssertTrue(notKept.stderr.contains("No favourite has the id FBnoSuchPlace."), notKept.stderr)
        XCTAssertTrue(notAnExport.stderr.contains("stdin is no favourites export"), notAnExport.stderr)
        XCTAssertEqual((listed["favourites"] as? [Any])?.count, 0)
    }

    private func ids(_ document: [String: Any]) throws -> [String] {
        try XCTUnwrap(document["restaurants"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }
}
