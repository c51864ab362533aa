import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// `foodybite-server serve` given what it cannot use: a clear message and a non-zero exit, never a
/// server left running.
final class ServeCommandOptionsTests: XCTestCase {
    func test_serve_refusesAnUnknownLogLevelAsAUsageError() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0", "--log-level", "loud"])

        XCTAssertEqual(outcome.status, 64, outcome.stderr)
        XCTAssertFalse(outcome.wasStopped)
        XCTAssertTrue(outcome.stderr.contains("--log-level must be one of trace, debug, info, notice, warning, error, critical."), outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), "nothing is created before the options are valid")
    }

    func test_serve_namesTheAddressAndTheRemedyWhenThePortIsTaken() async throws {
        let running = try await startServer()
        let port = try XCTUnwrap(running.baseURL.port)
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--host", "127.0.0.1", "--port", "\(port)"])

        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertFalse(outcome.wasStopped, "it gave up instead of waiting")
        XCTAssertTrue(outcome.stderr.contains("could not listen on 127.0.0.1:\(port)"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Choose another --port or --host"), outcome.stderr)
    }
}
