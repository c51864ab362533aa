import Foundation
@testable import ServerPostgres
import TestSupport
import XCTest

/// `foodybite-server` as an operator runs it against a PostgreSQL database that cannot be used.
final class PostgresServeCommandTests: XCTestCase {
    func test_serve_exitsNonZeroWithAClearMessageWithoutThePasswordWhenTheDatabaseIsUnreachable() throws {
        let outcome = try ServerCommandRunner.run([
            "serve", "--port", "0", "--data-dir", try makeTemporaryDirectory().path,
            "--database-url", "postgres://app:s3cret-password@127.0.0.1:1/foodybite",
        ])

        XCTAssertFalse(outcome.wasStopped, "serve must refuse to start, not hang")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.contains("postgres://app:***@127.0.0.1:1/foodybite cannot be reached"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("s3cret-password"), outcome.stderr)
    }

    func test_import_exitsNonZeroWithoutThePasswordWhenTheDatabaseIsUnreachable() throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("empty.geojson")
        try Data(#"{"type": "FeatureCollection", "features": []}"#.utf8).write(to: file)

        let outcome = try ServerCommandRunner.run([
            "import", file.path, "--database-url", "postgres://app:s3cret-password@127.0.0.1:1/foodybite",
        ])

        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.contains("cannot be reached"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("s3cret-password"), outcome.stderr)
    }

    func test_serve_refusesAMalformedDatabaseURLWithoutRepeatingIt() throws {
        let outcome = try ServerCommandRunner.run([
            "serve", "--port", "0", "--database-url", "mysql://app:s3cret-password@db/foodybite",
        ])

        XCTAssertEqual(outcome.status, 64)
        XCTAssertTrue(outcome.stderr.contains("postgres://"), outcome.stderr)
        XCTAssertFalse(outcome.stderr.contains("s3cret-password"), outcome.stderr)
    }
}
