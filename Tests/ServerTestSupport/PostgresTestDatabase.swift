import FoodybiteServer
import Foundation
import Logging
import PostgresNIO
import ServerPostgres
import XCTest

/// The test database (`FOODYBITE_TEST_DATABASE_URL`, which `scripts/test` sets to a throwaway
/// PostgreSQL + PostGIS cluster) with a schema of its own for one test, so tests and plans run in
/// parallel; the schema is dropped when the test ends. Without the variable the test skips, saying
/// why; under `CI=true` it fails instead.
public struct PostgresTestDatabase: Sendable {
    public static let environmentVariable = "FOODYBITE_TEST_DATABASE_URL"

    /// The database URL with the test's schema, for `ServerConfiguration.databaseURL`.
    public let url: PostgresURL
    /// The same as text, for `foodybite-server serve --database-url` (it holds the password: pass it on,
    /// never print it).
    public let urlText: String
    public let schema: String

    public static func make(for testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) async throws -> PostgresTestDatabase {
        let environment = ProcessInfo.processInfo.environment
        guard let base = environment[environmentVariable], !base.isEmpty, let components = URLComponents(string: base) else {
            let why = environment["FOODYBITE_TEST_DATABASE_SKIP_REASON"]
                ?? "\(environmentVariable) is not set (scripts/test starts a throwaway PostgreSQL for the run)"
            if environment["CI"] == "true" {
                XCTFail("The PostgreSQL tests must run under CI=true, but: \(why).", file: file, line: line)
                throw PostgresTestDatabaseError.unavailable
            }
            throw XCTSkip("PostgreSQL tests skipped: \(why).")
        }
        let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        let text = base + (components.query == nil ? "?" : "&") + "schema=\(schema)"
        let database = PostgresTestDatabase(url: try PostgresURL(text), urlText: text, schema: String(schema))
        testCase.addTeardownBlock {
            try? await database.withAdminConnection { connection in
                _ = try await connection.query("DROP SCHEMA IF EXISTS \(unescaped: database.schema) CASCADE", logger: logger)
            }
        }
        return database
    }

    /// Runs `body` on a connection of its own to the test database (search path: the test's schema).
    public func withAdminConnection<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        guard let components = URLComponents(string: urlText), let host = components.host, let user = components.user else {
            throw PostgresTestDatabaseError.unavailable
        }
        var configuration = PostgresConnection.Configuration(
            host: host,
            port: components.port ?? 5432,
            username: user.removingPercentEncoding ?? user,
            password: components.password.map { $0.removingPercentEncoding ?? $0 },
            database: String(components.path.dropFirst()),
            tls: .disable
        )
        configuration.options.additionalStartupParameters = [("search_path", "\(schema), public")]
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.logger)
        do {
            let result = try await body(connection)
            try? await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    public static let logger = Logger(label: "postgres-tests", factory: { _ in SwiftLogNoOpLogHandler() })
}

public enum PostgresTestDatabaseError: Error {
    case unavailable
}
