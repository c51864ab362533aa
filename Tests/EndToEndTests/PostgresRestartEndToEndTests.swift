import Foundation
import TestSupport
import XCTest

/// The database restarts under write load, twenty times, as an operator's restart or a fail-over does:
/// every request ends within the statement timeout plus 5 seconds (answered, or 503 with Retry-After),
/// no acknowledged review is lost, and SIGTERM stops the server within 10 seconds each time.
final class PostgresRestartEndToEndTests: XCTestCase {
    private static let restarts = 20
    private static let statementTimeoutSeconds = 2
    /// The server's bound is the connection wait (5 s) plus the statement timeout; half a second more for
    /// the answer's own way back on a loaded two-core machine.
    private static let requestLimit = Duration.seconds(statementTimeoutSeconds + 5) + .milliseconds(500)
    private static let shutdownLimit = Duration.seconds(10)

    func test_restartsUnderWriteLoad_everyRequestEndsNothingAcknowledgedIsLostAndSIGTERMStopsInTime() async throws {
        let database = try EndToEndPostgresSchema.make(for: self)
        let restart = try restartScript()
        let arguments = ["--database-statement-timeout", "\(Self.statementTimeoutSeconds)", "--database-pool-size", "4", "--write-limit", "off"]
        let environment = ["FOODYBITE_SERVER_DATABASE_URL": database.databaseURL]
        try await importFourRestaurants(into: database)
        let first = try await startServerProcess(arguments, environment: environment)
        let authors = [
            try await APIAccount.signUpAndLogIn(name: "Restart Author 1", email: "restart1@example.com", at: first.baseURL),
            try await APIAccount.signUpAndLogIn(name: "Restart Author 2", email: "restart2@example.com", at: first.baseURL),
        ]
        first.stop()
        let ledger = ReviewLedger()
        var slowest = Duration.zero

        for run in 1...Self.restarts {
            let server = try await startServerProcess(arguments, environment: environment)
            async let load = Self.postReviews(by: authors, run: run, at: server.baseURL, into: ledger)
            try await Task.sleep(for: .milliseconds(300))
            let restarted = await ProcessRunner.spawnAndWait(restart)
            XCTAssertEqual(restarted, 0, "run \(run): the restart failed with status \(restarted)")
            try await Task.sleep(for: .milliseconds(300))
            let stopping = ContinuousClock.now
            server.stop()
            let stopped = ContinuousClock.now - stopping
            XCTAssertLessThan(stopped, Self.shutdownLimit, "run \(run): SIGTERM took \(stopped)")
            let runSlowest = await load
            slowest = max(slowest, runSlowest)
            print("restart run \(run): SIGTERM took \(stopped), slowest request \(runSlowest)")
        }

        XCTAssertLessThan(slowest, Self.requestLimit, "A request took \(slowest)")
        let acknowledged = await ledger.acknowledged
        let stored = Set(try await database.query("SELECT text FROM \(database.schema).review").split(separator: "\n").map(String.init))
        let lost = acknowledged.filter { !stored.contains($0.text) }
        XCTAssertTrue(lost.isEmpty, "\(lost.count) acknowledged reviews are missing, for example \(lost.prefix(3))")
        let refused = await ledger.refused
        print("Restart load: \(acknowledged.count) acknowledged, \(refused) not acknowledged, slowest request \(slowest).")
        XCTAssertGreaterThan(acknowledged.count, Self.restarts, "Too few reviews were acknowledged to prove anything")
    }

    // MARK: - Helpers

    /// A catalog of its own, so that no server spends the test seeding the demo catalog.
    private func importFourRestaurants(into database: EndToEndPostgresSchema) async throws {
        let elements = (1...4).map { index in
            #"{"type": "node", "id": \#(index), "lat": 38.72\#(index), "lon": -9.14, "tags": {"amenity": "restaurant", "name": "Restart \#(index)"}}"#
        }
        let export = try makeTemporaryDirectory().appendingPathComponent("restaurants.json")
        try Data(#"{"elements": [\#(elements.joined(separator: ", "))]}"#.utf8).write(to: export)
        let result = try await ProcessRunner.runDetached(
            PackageLayout.executable("foodybite-server"),
            arguments: ["import", export.path, "--time-zone", "Europe/Lisbon", "--log-level", "error"],
            environment: ["PATH": "/usr/bin:/bin", "FOODYBITE_SERVER_DATABASE_URL": database.databaseURL]
        )
        XCTAssertEqual(result.status, 0, "import → \(result.status)\n\(result.stdout)\n\(result.stderr)")
    }

    private func restartScript() throws -> URL {
        guard let path = ProcessInfo.processInfo.environment["FOODYBITE_TEST_POSTGRES_RESTART"], !path.isEmpty else {
            let why = "FOODYBITE_TEST_POSTGRES_RESTART is not set (scripts/with-test-postgres sets it for the cluster it starts)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("The PostgreSQL restart test must run under CI=true, but: \(why).")
                throw EndToEndSetupError.unavailable(why)
            }
            throw XCTSkip("PostgreSQL restart test skipped: \(why).")
        }
        return URL(fileURLWithPath: path)
    }

    /// Each author posts one review after another, each of a restaurant of its own (another source's id,
    /// so that no review replaces another), until the server stops answering; returns the longest a
    /// request took (a request with no answer at all ends at the client's 30 s timeout, and fails).
    private static func postReviews(by authors: [APIAccount], run: Int, at baseURL: URL, into ledger: ReviewLedger) async -> Duration {
        await withTaskGroup(of: Duration.self) { group in
            for author in authors {
                group.addTask {
                    var slowest = Duration.zero
                    var consecutiveFailures = 0
                    var index = 0
                    while consecutiveFailures < 40 {
                        let restaurantID = "restart-\(run)-\(index)"
                        let text = "Restart \(run) review \(index) by \(author.name)"
                        let started = ContinuousClock.now
                        let acknowledged = await author.postReview(of: restaurantID, text: text, stars: 1 + index % 5, at: baseURL)
                        slowest = max(slowest, ContinuousClock.now - started)
                        await ledger.record(.init(author: author.name, restaurantID: restaurantID, text: text), acknowledged: acknowledged)
                        consecutiveFailures = acknowledged ? 0 : consecutiveFailures + 1
                        if !acknowledged { try? await Task.sleep(for: .milliseconds(25)) }
                        index += 1
                    }
                    return slowest
                }
            }
            return await group.reduce(.zero) { max($0, $1) }
        }
    }
}
