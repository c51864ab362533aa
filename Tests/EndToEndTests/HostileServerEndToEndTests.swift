import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The real `foodybite` against servers that drip, bomb, flood, loop and inject escapes: every command
/// ends within its deadline with a clear message, stays under 200 MB, and prints no escape byte. The
/// commands run from a process of their own (this test bundle, running only the probe below), so that
/// the peak memory measured is theirs alone.
final class HostileServerEndToEndTests: XCTestCase {
    private static let probeVariable = "FOODYBITE_HOSTILE_SERVER_PROBE"
    private static let maxResidentKilobytes = 200 * 1_024

    func test_everyCommandEndsWithinItsDeadlineClearlyWithinMemoryAndWithoutEscapes() async throws {
        _ = try makeCLI(server: nil)
        let testBundle = try XCTUnwrap(Bundle.main.executableURL)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.probeVariable] = "1"

        let probe = try await ProcessRunner.runDetached(
            testBundle,
            arguments: ["EndToEndTests.HostileServerEndToEndTests/test_probe_runsEveryCommandAgainstEveryHostileServer"],
            environment: environment,
            killedAfter: 300
        )

        let result = try XCTUnwrap(probe, "The commands against hostile servers did not end within 300 seconds")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Executed 1 test, with 0 failures"), result.stdout + result.stderr)
    }

    /// Run by the test above in a process of its own; skipped otherwise.
    func test_probe_runsEveryCommandAgainstEveryHostileServer() async throws {
        guard ProcessInfo.processInfo.environment[Self.probeVariable] != nil else {
            throw XCTSkip("Run in a process of its own by test_everyCommandEndsWithinItsDeadlineClearlyWithinMemoryAndWithoutEscapes.")
        }
        let placesError = #"{"error": {"code": 400, "message": "Denied\u001b]52;c;cHduZWQ=\u0007\u001b]0;owned\u0007\u009b2J\u202e\nFake row", "status": "INVALID_ARGUMENT"}}"#
        let cases: [(HostileHTTPServer.Behaviour, expected: String)] = [
            (.drip, "did not finish its answer within 2 seconds"),
            (.huge, "sent an answer larger than 10 MB"),
            (.declaredHuge, "sent an answer larger than 10 MB"),
            (.bomb, "sent an answer larger than 10 MB"),
            (.loop, "redirected more than 10 times"),
            (.json(placesError, status: 400), "Denied"),
        ]
        for (behaviour, expected) in cases {
            let server = try HostileHTTPServer(behaviour)
            defer { server.stop() }
            var cli = try makeCLI(server: server.baseURL)
            cli.extraEnvironment["FOODYBITE_REQUEST_DEADLINE"] = "2"
            for arguments in [["nearby"], ["details", "ChIJ1"], ["search", "tasca"], ["nearby", "--json"]] {
                let result = try await cli.run(arguments)
                let printed = result.stdout + result.stderr
                XCTAssertNotEqual(result.status, 0, "\(behaviour) \(arguments): \(printed)")
                XCTAssertTrue(result.stderr.contains(expected), "\(behaviour) \(arguments): \(printed)")
                XCTAssertFalse(printed.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) || $0.value == 0x202E }, "\(behaviour) \(arguments): \(printed)")
                XCTAssertFalse(printed.contains("52;c"), "\(behaviour) \(arguments): \(printed)")
                XCTAssertFalse(result.stderr.split(separator: "\n").contains { $0.hasPrefix("Fake row") }, "\(behaviour) \(arguments): \(printed)")
            }
        }
        let server = try HostileHTTPServer(.hugePhoto)
        defer { server.stop() }
        let cli = try makeCLI(server: server.baseURL)
        let output = cli.home.appendingPathComponent("photo.jpg")
        let photo = try await cli.run(["details", "photo", "places/ChIJ1/photos/P1", "--output", output.path])
        XCTAssertEqual(photo.status, 69, photo.stdout + photo.stderr)
        XCTAssertTrue(photo.stderr.contains("sent an answer larger than 20 MB"), photo.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))

        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, Self.maxResidentKilobytes, "The largest command's peak RSS, in KB")
    }
}
