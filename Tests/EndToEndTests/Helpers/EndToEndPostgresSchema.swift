import Foundation
import TestSupport
import XCTest

/// A schema of its own in the test database (`FOODYBITE_TEST_DATABASE_URL`, which `scripts/test` sets
/// to a throwaway cluster) for servers run as processes, dropped when the test ends. Without the
/// variable the test skips, saying why; under `CI=true` it fails instead, like the PostgreSQL tests.
struct EndToEndPostgresSchema {
    /// The URL the servers and the import get: the test database, in this schema.
    let databaseURL: String
    /// The schema's name, to qualify tables in `query`.
    let schema: String
    private let base: URLComponents
    private let psql: URL

    static func make(for testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) throws -> EndToEndPostgresSchema {
        let environment = ProcessInfo.processInfo.environment
        guard let text = environment["FOODYBITE_TEST_DATABASE_URL"], !text.isEmpty,
              let base = URLComponents(string: text), let psql = Self.psqlExecutable
        else {
            let why = environment["FOODYBITE_TEST_DATABASE_URL"].map { _ in "psql is not installed" }
                ?? environment["FOODYBITE_TEST_DATABASE_SKIP_REASON"]
                ?? "FOODYBITE_TEST_DATABASE_URL is not set (scripts/test starts a throwaway PostgreSQL for the run)"
            if environment["CI"] == "true" {
                XCTFail("The PostgreSQL end-to-end tests must run under CI=true, but: \(why).", file: file, line: line)
                throw EndToEndSetupError.unavailable(why)
            }
            throw XCTSkip("PostgreSQL end-to-end test skipped: \(why).")
        }
        let schema = "e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        var scoped = base
        scoped.queryItems = (base.queryItems ?? []) + [URLQueryItem(name: "schema", value: String(schema))]
        let created = EndToEndPostgresSchema(databaseURL: scoped.string ?? text, schema: String(schema), base: base, psql: psql)
        testCase.addTeardownBlock {
            _ = try? await created.query("DROP SCHEMA IF EXISTS \(schema) CASCADE")
        }
        return created
    }

    /// Runs SQL with psql on the test database (unaligned, tuples only) and returns its output.
    func query(_ sql: String) async throws -> String {
        var environment = ["PATH": "/usr/bin:/bin", "PGCONNECT_TIMEOUT": "10"]
        environment["PGPASSWORD"] = base.password?.removingPercentEncoding
        let arguments = [
            "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
            "-h", base.host ?? "127.0.0.1", "-p", String(base.port ?? 5432),
            "-U", base.user ?? "postgres", "-d", String(base.path.dropFirst()), "-c", sql,
        ]
        let result = try await ProcessRunner.runDetached(psql, arguments: arguments, environment: environment)
        guard result.status == 0 else { throw EndToEndSetupError.failed("psql: \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static var psqlExecutable: URL? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let candidates = versions.sorted { $0.compare($1, options: .numeric) == .orderedDescending }
            .map { "/usr/lib/postgresql/\($0)/bin/psql" } + ["/usr/bin/psql"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }
}
