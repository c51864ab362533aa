import Foundation
import TestSupport
import XCTest

/// `foodybite-server serve` with a signing key it cannot use: it refuses to start, naming the key file
/// and what to do, never printing the key and never replacing it (that would end every session).
final class SigningKeyStartupTests: XCTestCase {
    func test_serve_refusesAKeyTooShortToSignWithAndSaysHowToGetANewOne() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        let key = directory.appendingPathComponent("jwt-signing.key")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 16).write(to: key)

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0"])

        XCTAssertFalse(outcome.wasStopped, "it started anyway: \(outcome.stderr)")
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("The token signing key \(key.path) holds 16 bytes; at least 32 are needed."), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Remove the file to have a new key generated"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains(String(repeating: "A", count: 16)), "the key itself is never printed")
        XCTAssertEqual(try Data(contentsOf: key), Data(repeating: 0x41, count: 16), "the key is left as it was")
    }

    func test_serve_refusesAKeyItCannotReadNamingIt() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        let key = directory.appendingPathComponent("jwt-signing.key")
        try FileManager.default.createDirectory(at: key, withIntermediateDirectories: true)

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0"])

        XCTAssertFalse(outcome.wasStopped, "it started anyway: \(outcome.stderr)")
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("The token signing key \(key.path) cannot be read."), outcome.stderr)
    }
}
