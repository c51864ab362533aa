import Foundation
import TestSupport
import XCTest

/// What the real binary says on the embedded default is true and plain: the demo says it is one, a
/// mistyped command or an unknown id is named, nothing is lost or overwritten, and no terminal escape
/// reaches a file, a pipe, a dumb terminal or a --json reader.
final class HonestOutputEndToEndTests: XCTestCase {
    func test_nearbyOnTheDemoCatalog_saysItIsFictionalInTextAndInJSON() async throws {
        let cli = try makeCLI(server: nil)

        let text = try await cli.expect(0, ["nearby"])
        let json = try await cli.json(["nearby"])

        XCTAssertTrue((text.stdout + text.stderr).contains("Demo catalog: fictional restaurants around Lisbon"), text.stdout + text.stderr)
        XCTAssertEqual(json["catalog"] as? String, "demo")
    }

    func test_output_carriesNoEscapeWhenPipedOnADumbTerminalWithNoColorOrInJSON() async throws {
        var cli = try makeCLI(server: nil)
        let id = try await firstRestaurantID(cli)
        let commands = [["nearby"], ["details", id], ["search", "tasca"], ["nearby", "--json"], ["details", id, "--json"]]

        for environment in [["TERM": "xterm-256color"], ["TERM": "dumb"], ["TERM": "xterm-256color", "NO_COLOR": "1"]] {
            cli.extraEnvironment = environment
            for command in commands {
                let result = try await cli.expect(0, command)
                let written = result.stdout + result.stderr
                XCTAssertFalse(written.contains("\u{1B}"), "\(environment) \(command): an escape sequence")
                XCTAssertFalse(written.contains("\r"), "\(environment) \(command): a carriage return")
            }
        }
    }

    func test_mistypedSubcommand_suggestsTheClosestAndExits64() async throws {
        let cli = try makeCLI(server: nil)

        let top = try await cli.expect(64, ["nearbi"])
        let nested = try await cli.expect(64, ["reviews", "lst"])

        XCTAssertTrue(top.stderr.contains("Did you mean 'nearby'?"), top.stderr)
        XCTAssertTrue(nested.stderr.contains("Did you mean 'list'?"), nested.stderr)
    }

    func test_unknownRestaurantID_exits65SayingNoRestaurantHasIt() async throws {
        let cli = try makeCLI(server: nil)

        for api in ["new", "legacy"] {
            for id in ["FBnoSuchPlaceAnywhere", "ChIJ-not-here"] {
                let result = try await cli.expect(65, ["details", id, "--places-api", api])

                XCTAssertTrue(result.stderr.contains("No restaurant has the id \(id)"), "\(api): \(result.stderr)")
                XCTAssertFalse(result.stderr.lowercased().contains("invalid"), "\(api): \(result.stderr)")
            }
        }
    }

    func test_photoSavedTwiceIntoOneFolder_keepsBothUnderTheirOwnNamesWithTheContentsExtension() async throws {
        let cli = try makeCLI(server: nil)
        let nearby = try await cli.json(["nearby", "--limit", "20"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        let reference = try XCTUnwrap(restaurants.compactMap { ($0["photo"] as? [String: Any])?["reference"] as? String }.first)
        let folder = try makeTemporaryDirectory()

        try await cli.expect(0, ["details", "photo", reference, "--output", folder.path])
        try await cli.expect(0, ["details", "photo", reference, "--output", folder.path, "--max-width", "100"])

        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(saved.count, 2, "\(saved)")
        for name in saved {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name)).prefix(8)
            XCTAssertEqual(Array(bytes), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name) is a PNG")
            XCTAssertTrue(name.hasSuffix(".png"), name)
        }
    }

    func test_reviewsOfARestaurant_listWithoutALoginAsDetailsDoesAndMineNameTheRestaurant() async throws {
        let cli = try makeCLI(server: nil)
        let nearby = try await cli.json(["nearby", "--limit", "20"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]])
        var reviewed: (id: String, name: String, texts: [String])?
        for restaurant in restaurants {
            guard let id = restaurant["id"] as? String else { continue }
            let page = try await cli.json(["details", id])
            let details = try XCTUnwrap(page["restaurant"] as? [String: Any])
            let texts = (details["reviews"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.filter { !$0.isEmpty }
            if !texts.isEmpty, let name = details["name"] as? String { reviewed = (id, name, texts); break }
        }
        let restaurant = try XCTUnwrap(reviewed, "a restaurant with reviews near the centre")

        let anyone = try await cli.expect(0, ["reviews", "list", restaurant.id])
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["reviews", "add", restaurant.id, "--stars", "4", "--text", "Good grilled fish"])
        let mine = try await cli.expect(0, ["reviews", "list", "--mine"])

        for text in restaurant.texts {
            XCTAssertTrue(anyone.stdout.contains(text), "listed without a login as details lists it: \(text)\n\(anyone.stdout)")
        }
        XCTAssertTrue(anyone.stderr.contains("log in to see what Foodybite users wrote"), anyone.stderr)
        XCTAssertTrue(mine.stdout.contains(restaurant.name), "--mine names the restaurant:\n\(mine.stdout)")
        XCTAssertTrue(mine.stdout.contains("Good grilled fish"), mine.stdout)
    }

    func test_accountDeleteAnsweredNo_deletesNothingSaysSoAndExits0() async throws {
        let cli = try makeCLI(server: nil)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let session = try cli.onATerminal(["account", "delete"])

        try await session.waitFor("[y/N]")
        session.type("n")
        try await session.waitFor("Nothing was deleted.")
        let status = await session.waitForExit()

        XCTAssertEqual(status, 0, session.transcript)
        let whoami = try await cli.json(["session", "whoami"])
        XCTAssertNotNil(whoami["email"] ?? whoami["account"], "still logged in to an account that still exists: \(whoami)")
    }

    func test_importedOpenStreetMapData_isCreditedOnceAtTheEndOfTextAndInJSON() async throws {
        // Given a catalog imported from a small OpenStreetMap export, served by the real server
        let export = try makeTemporaryDirectory().appendingPathComponent("town.json")
        try Data(#"""
            {"version": 0.6, "generator": "Overpass API", "elements": [
              {"type": "node", "id": 1, "lat": 55.6761, "lon": 12.5683, "tags": {"amenity": "restaurant", "name": "Kro One"}},
              {"type": "node", "id": 2, "lat": 55.6765, "lon": 12.5690, "tags": {"amenity": "restaurant", "name": "Kro Two"}}
            ]}
            """#.utf8).write(to: export)
        let dataDirectory = try makeTemporaryDirectory()
        let imported = try await ProcessRunner.runDetached(ServerProcess.executable, arguments: ["import", export.path, "--data-dir", dataDirectory.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let server = try await startServerProcess(dataDirectory: dataDirectory)
        let cli = try makeCLI(server: server.baseURL)

        // When nearby lists them, as text and as JSON
        let text = try await cli.expect(0, ["nearby", "--at", "55.676,12.568", "--radius", "1000"])
        let json = try await cli.json(["nearby", "--at", "55.676,12.568", "--radius", "1000"])

        // Then the text credits OpenStreetMap once, as its last line, and the JSON carries the credit
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("© OpenStreetMap contributors") }.count, 1, text.stdout)
        XCTAssertTrue(lines.last?.contains("© OpenStreetMap contributors") == true, text.stdout)
        XCTAssertEqual((json["restaurants"] as? [Any])?.count, 2)
        XCTAssertEqual((json["attributions"] as? [String])?.contains { $0.contains("© OpenStreetMap contributors") }, true, "\(json)")
        XCTAssertNil(json["catalog"], "not the demo")
    }

    func test_searchFromFarAway_marksEveryMatchBeyondTheRadiusAndSaysSo() async throws {
        let cli = try makeCLI(server: nil)

        let text = try await cli.expect(0, ["search", "tasca", "--at", "55.676,12.568", "--radius", "5000"])
        let json = try await cli.json(["search", "tasca", "--at", "55.676,12.568", "--radius", "5000"])

        let predictions = try XCTUnwrap(json["predictions"] as? [[String: Any]])
        XCTAssertFalse(predictions.isEmpty)
        XCTAssertTrue(predictions.allSatisfy { $0["beyondRadius"] as? Bool == true && ($0["distanceMeters"] as? Int ?? 0) > 2_000_000 }, "\(predictions)")
        XCTAssertTrue(text.stderr.contains("beyond the 5 km you search within"), text.stderr)
        XCTAssertTrue(text.stdout.contains(" km *"), text.stdout)
    }

    // MARK: - Helpers

    private func firstRestaurantID(_ cli: FoodybiteCLI, file: StaticString = #filePath, line: UInt = #line) async throws -> String {
        let nearby = try await cli.json(["nearby", "--limit", "1"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]], file: file, line: line)
        return try XCTUnwrap(restaurants.first?["id"] as? String, file: file, line: line)
    }
}
