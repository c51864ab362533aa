@testable import FoodybiteServer
import Foundation
import Logging
import PostgresNIO
@testable import ServerPostgres
import ServerTestSupport
import TestSupport
import XCTest

/// A schema of its own in the test database for one test (`PostgresTestDatabase`), with the store
/// layer's own ways in.
struct PostgresTestSchema {
    let url: PostgresURL

    /// Opens the store layer on the schema (migrated), closed when the test ends.
    func openDatabase(
        poolSize: Int = 4,
        connectionWaitLimit: Duration = .seconds(5),
        statementTimeout: Duration? = PostgresServerDatabase.defaultStatementTimeout,
        on testCase: XCTestCase
    ) async throws -> PostgresServerDatabase {
        let database = try await PostgresServerDatabase.open(
            url: url, poolSize: poolSize, connectionWaitLimit: connectionWaitLimit, statementTimeout: statementTimeout
        )
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

    /// See `PostgresTestDatabase`: skips without `FOODYBITE_TEST_DATABASE_URL`, fails without it under
    /// `CI=true`, and drops the schema when the test ends.
    static func make(for testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) async throws -> PostgresTestSchema {
        PostgresTestSchema(url: try await PostgresTestDatabase.make(for: testCase, file: file, line: line).url)
    }

    static let logger = Logger(label: "postgres-tests", factory: { _ in SwiftLogNoOpLogHandler() })
}
