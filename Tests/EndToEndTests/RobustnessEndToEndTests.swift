import FoodybiteServer
import Foundation
import GRDB
import ServerStorage
import ServerTestSupport
import TestSupport
import XCTest

/// What a user should never see: a secret in the output, a crash on damaged local files, a vague
/// message when a key is refused.
final class RobustnessEndToEndTests: XCTestCase {
    func test_placesKey_isSentButNeverShownEvenWithVerbose() async throws {
        let server = try await startServer { $0.placesAPIKey = "SECRET-PLACES-KEY" }
        var cli = try makeCLI(server: server.baseURL)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = "SECRET-PLACES-KEY"

        let result = try await cli.expect(0, ["nearby", "--verbose", "--places-api", "legacy", "--places-url", server.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("key=***"), result.stderr)
        XCTAssertFalse((result.stdout + result.stderr).contains("SECRET-PLACES-KEY"))
    }

    func test_refusedPlacesKey_isExplainedWithExitStatus77EvenWithTheAnswerCached() async throws {
        let server = try await startServer { $0.placesAPIKey = "RIGHT-KEY" }
        var cli = try makeCLI(server: server.baseURL)
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = "RIGHT-KEY"
        try await cli.expect(0, ["nearby", "--radius", "500", "--places-url", server.baseURL.absoluteString])
        cli.extraEnvironment["GOOGLE_PLACES_API_KEY"] = "WRONG-KEY"

        let result = try await cli.expect(77, ["nearby", "--radius", "500", "--places-url", server.baseURL.absoluteString])

        XCTAssertTrue(result.stderr.contains("The Places service refused the request"), result.stderr)
        XCTAssertFalse(result.stderr.contains("WRONG-KEY"))
    }

    func test_readerClosingTheOutput_endsTheCommandQuietlyWithoutACrash() async throws {
        let cli = try makeCLI(server: nil)
        let script = "\"$0\" nearby --limit 60 --data-dir \"$1\" 2>\"$2\" | head -1"
        let errors = try makeTemporaryDirectory().appendingPathComponent("stderr.txt")

        let result = try await ProcessRunner.runDetached(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, FoodybiteCLI.executable.path, cli.dataDirectory.path, errors.path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": cli.home.path]
        )

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("restaurants within"), result.stdout)
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        XCTAssertFalse(stderr.contains("Fatal error"), stderr)
    }

    func test_controlCharactersFromOtherUsers_neverReachTheTerminal() async throws {
        var dataDirectory: URL?
        let server = try await startServer { dataDirectory = $0.dataDirectory }
        let writer = try makeCLI(server: server.baseURL)
        try await writer.expect(0, ["session", "signup", "--name", "Eve Red", "--email", "eve@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let nearby = try await writer.json(["nearby", "--limit", "1"])
        let id = try XCTUnwrap((nearby["restaurants"] as? [[String: Any]])?.first?["id"] as? String)
        try await writer.expect(0, ["reviews", "add", id, "--stars", "1", "--text", "nice"])
        // Our server refuses control characters in review text; a server that stored them (an older one,
        // the original FoodybiteServer) would send them, so they are put in behind its back.
        let database = try ServerDatabase.open(in: try XCTUnwrap(dataDirectory))
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE review SET text = ? WHERE restaurantId = ?", arguments: ["nice\u{1B}]0;owned\u{07}\u{1B}[2J", id])
        }

        let list = try await writer.expect(0, ["reviews", "list", id])

        XCTAssertFalse(list.stdout.contains("\u{1B}"), list.stdout)
        XCTAssertFalse(list.stdout.contains("\u{07}"), list.stdout)
        XCTAssertTrue(list.stdout.contains("nice"), list.stdout)
        XCTAssertFalse(list.stdout.contains("owned"), list.stdout)
        XCTAssertFalse(list.stdout.contains("[2J"), list.stdout)
    }

    func test_stateFolderOtherUsersMayWrite_isMadePrivateWithAWarningBeforeItIsUsed() async throws {
        let cli = try makeCLI(server: nil)
        let state = cli.dataDirectory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: state.path)

        let result = try await cli.expect(0, ["location", "show"])

        XCTAssertTrue(result.stderr.contains("Warning: \(state.path) could be written by other users (mode 777); it is now private (700)."), result.stderr)
        let mode = try FileManager.default.attributesOfItem(atPath: state.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
    }

    func test_damagedCacheFile_isMovedAsideWithAWarningAndTheCommandStillWorks() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        let cache = cli.dataDirectory.appendingPathComponent("cache/cache.sqlite")
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4_096).write(to: cache)

        let result = try await cli.expect(0, ["nearby", "--limit", "3"])

        XCTAssertTrue(result.stderr.contains("was damaged"), result.stderr)
        let folder = try FileManager.default.contentsOfDirectory(atPath: cache.deletingLastPathComponent().path)
        XCTAssertTrue(folder.contains { $0.hasPrefix("cache.sqlite.damaged-") }, "\(folder)")
    }

    func test_badConfigFileAndEnvironment_areClearUsageOrDataErrors() async throws {
        var cli = try makeCLI(server: nil)
        let config = cli.dataDirectory.appendingPathComponent("config/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: config)

        let badConfig = try await cli.expect(65, ["preferences"])
        XCTAssertTrue(badConfig.stderr.contains(config.path), badConfig.stderr)

        try FileManager.default.removeItem(at: config)
        cli.extraEnvironment["FOODYBITE_LOCATION"] = "somewhere"
        let badLocation = try await cli.expect(64, ["nearby"])
        XCTAssertTrue(badLocation.stderr.contains("FOODYBITE_LOCATION"), badLocation.stderr)
        XCTAssertFalse(badLocation.stderr.contains("Fatal"), badLocation.stderr)
    }
}
