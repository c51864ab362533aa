import ArgumentParser
import FoodybiteServer
@testable import FoodybiteServerCommands
@testable import ServerPostgres
import XCTest

/// `--database-url` and the options that go with several instances, as ArgumentParser reads them.
final class DatabaseOptionsParsingTests: XCTestCase {
    func test_parseAsRoot_readsTheDatabaseAndInstanceOptionsOfServe() throws {
        let command = try FoodybiteServerCommand.parseAsRoot([
            "serve", "--database-url", "postgres://app:s3cret@db:5432/foodybite", "--database-pool-size", "25",
            "--database-statement-timeout", "2.5",
            "--signing-key-file", "/etc/foodybite/key", "--trust-proxy",
        ])

        let serve = try XCTUnwrap(command as? ServeCommand)
        XCTAssertEqual(try serve.database.resolvedDatabaseURL(environment: [:])?.description, "postgres://app:***@db:5432/foodybite")
        XCTAssertEqual(serve.databasePoolSize, 25)
        XCTAssertEqual(serve.databaseStatementTimeout, 2.5)
        XCTAssertEqual(serve.signingKeyFile, "/etc/foodybite/key")
        XCTAssertTrue(serve.trustsProxy)
    }

    func test_resolvedDatabaseURL_readsTheEnvironmentWhenNoFlagIsGivenAndIsNilWithNeither() throws {
        let serve = try XCTUnwrap(try FoodybiteServerCommand.parseAsRoot(["serve"]) as? ServeCommand)

        let fromEnvironment = try serve.database.resolvedDatabaseURL(environment: ["FOODYBITE_SERVER_DATABASE_URL": "postgres://app@db/foodybite"])
        let without = try serve.database.resolvedDatabaseURL(environment: [:])

        XCTAssertEqual(fromEnvironment?.host, "db")
        XCTAssertNil(without, "SQLite without a database URL")
        XCTAssertEqual(serve.databasePoolSize, PostgresServerDatabase.defaultPoolSize)
        XCTAssertEqual(serve.databaseStatementTimeout, PostgresServerStores.defaultStatementTimeout)
        XCTAssertFalse(serve.trustsProxy)
    }

    func test_parseAsRoot_refusesABadDatabaseURLOrPoolSizeAsAUsageErrorWithoutThePassword() {
        for (arguments, mention) in [
            (["serve", "--database-url", "postgres://app:s3cret@db"], "names no database"),
            (["import", "file.geojson", "--database-url", "http://app:s3cret@db/foodybite"], "must start with postgres://"),
            (["serve", "--database-pool-size", "0"], "--database-pool-size must be between 1 and 1000"),
            (["serve", "--database-statement-timeout", "7200"], "--database-statement-timeout must be between 0 and 3600"),
        ] {
            XCTAssertThrowsError(try FoodybiteServerCommand.parseAsRoot(arguments)) { error in
                let message = FoodybiteServerCommand.message(for: error)
                XCTAssertEqual(FoodybiteServerCommand.exitCode(for: error), .validationFailure, "\(arguments)")
                XCTAssertTrue(message.contains(mention), message)
                XCTAssertFalse(message.contains("s3cret"), message)
            }
        }
    }

    func test_helpMessage_listsTheDatabaseOptionsAndTheirEnvironment() {
        let help = FoodybiteServerCommand.helpMessage(for: ServeCommand.self, columns: 200)

        for expected in ["--database-url", "FOODYBITE_SERVER_DATABASE_URL", "--database-pool-size", "--database-statement-timeout", "--signing-key-file", "--trust-proxy"] {
            XCTAssertTrue(help.contains(expected), "\(expected) in: \(help)")
        }
    }
}
