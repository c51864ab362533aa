import Foundation
import Logging
import PostgresNIO
import XCTest
@testable import FoodybiteServer

/// A schema of its own in the test database (`FOODYBITE_TEST_DATABASE_URL`, which `scripts/test` sets
/// to a throwaway cluster) for one test, so tests and plans run in parallel; dropped when the test
/// ends. Without the variable the test skips, saying why; under `CI=true` it fails instead.
struct PostgresTestSchema {
    static let environmentVariable = "FOODYBITE_TEST_DATABASE_URL"

    let url: PostgresURL

    /// Opens the store layer on the schema (migrated), closed when the test ends.
    func openDatabase(
        poolSize: Int = 4,
        connectionWaitLimit: Duration = .seconds(5),
        on testCase: XCTestCase
    ) async throws -> PostgresServerDatabase {
        let database = try await PostgresServerDatabase.open(url: url, poolSize: poolSize, connectionWaitLimit: connectionWaitLimit)
        testCase.addTeardownBlock { await database.close() }
        return database
    }

    /// A single connection to the schema, closed when the test ends.
    func connect(on testCase: XCTestCase) async throws -> PostgresConnection {
        let configuration = try PostgresServerDatabase.connectionConfiguration(for: url, connectTimeout: .seconds(10))
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.logger)
        testCase.addTeardownBlock { try? await connection.close() }
        return connection
    }

    static func make(for testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) async throws -> PostgresTestSchema {
        let environment = ProcessInfo.processInfo.environment
        guard let text = environment[environmentVariable], !text.isEmpty else {
            let why = environment["FOODYBITE_TEST_DATABASE_SKIP_REASON"]
                ?? "\(environmentVariable) is not set (scripts/test starts a throwaway PostgreSQL for the run)"
            if environment["CI"] == "true" {
                XCTFail("The PostgreSQL tests must run under CI=true, but: \(why).", file: file, line: line)
                throw PostgresTestSchemaError.unavailable
            }
            throw XCTSkip("PostgreSQL tests skipped: \(why).")
        }
        let base = try PostgresURL(text)
        let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        let url = base.inSchema(String(schema))
        testCase.addTeardownBlock {
            guard let configuration = try? PostgresServerDatabase.connectionConfiguration(for: base, connectTimeout: .seconds(10)),
                  let connection = try? await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
            else { return }
            _ = try? await connection.query("DROP SCHEMA IF EXISTS \(unescaped: String(schema)) CASCADE", logger: logger)
            try? await connection.close()
        }
        return PostgresTestSchema(url: url)
    }

    static let logger = Logger(label: "postgres-tests", factory: { _ in SwiftLogNoOpLogHandler() })
}

enum PostgresTestSchemaError: Error {
    case unavailable
}
