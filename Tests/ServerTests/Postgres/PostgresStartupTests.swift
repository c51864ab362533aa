@testable import FoodybiteServer
import Logging
import PostgresNIO
@testable import ServerPostgres
@testable import ServerStorage
import ServiceLifecycle
import XCTest

final class PostgresStartupTests: XCTestCase {
    func test_open_failsWithAClearMessageWithoutThePasswordWhenNothingListens() async throws {
        let url = try PostgresURL("postgres://app:s3cret-password@127.0.0.1:\(try closedPort())/foodybite")

        do {
            _ = try await PostgresServerDatabase.open(url: url, connectTimeout: .seconds(2))
            XCTFail("Expected the database to be unreachable")
        } catch let error as PostgresStartError {
            XCTAssertEqual(error.kind, .unreachable)
            XCTAssertTrue(error.description.contains("postgres://app:***@127.0.0.1"), error.description)
            XCTAssertFalse(error.description.contains("s3cret-password"), error.description)
        }
    }

    func test_open_failsWithAClearMessageWhenThePasswordIsWrong() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let wrong = try PostgresURL(
            "postgres://\(schema.url.username):wrong-password@\(schema.url.host):\(schema.url.port)/\(schema.url.database)?sslmode=disable"
        )

        do {
            _ = try await PostgresServerDatabase.open(url: wrong)
            XCTFail("Expected the password to be refused")
        } catch let error as PostgresStartError {
            XCTAssertEqual(error.kind, .authenticationFailed)
            XCTAssertFalse(error.description.contains("wrong-password"), error.description)
        }
    }

    func test_withConnection_throwsStorageUnavailableWhenNoConnectionComesFreeInTime() async throws {
        // Given an instance whose only connection is busy
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(poolSize: 1, connectionWaitLimit: .milliseconds(300), on: self)
        let started = ConnectionLease()
        let busy = Task {
            try await sut.withConnection { connection in
                started.set(connection)
                try await connection.run("SELECT pg_sleep(2)", logger: PostgresTestSchema.logger)
            }
        }
        while !started.isSet { try await Task.sleep(for: .milliseconds(10)) }

        // When another request needs one, then
        do {
            try await sut.withConnection { connection in
                try await connection.run("SELECT 1", logger: PostgresTestSchema.logger)
            }
            XCTFail("Expected the wait for a connection to give up")
        } catch let error as StorageUnavailableError {
            XCTAssertEqual(error, .unreachable)
        }
        try await busy.value
    }

    func test_routes_answer503WithRetryAfterWhenTheDatabaseBecomesUnreachable() async throws {
        // Given a server on its own database role
        let schema = try await PostgresTestSchema.make(for: self)
        let admin = try await schema.connect(on: self)
        let role = "role_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        let password = UUID().uuidString
        try await admin.run(PostgresQuery(unsafeSQL: "CREATE ROLE \(role) LOGIN PASSWORD '\(password)'"), logger: PostgresTestSchema.logger)
        try await admin.run(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema.url.schema) AUTHORIZATION \(role)"), logger: PostgresTestSchema.logger)
        addTeardownBlock {
            _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \(schema.url.schema) CASCADE"), logger: PostgresTestSchema.logger)
            _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP ROLE IF EXISTS \(role)"), logger: PostgresTestSchema.logger)
        }
        let url = try PostgresURL(
            "postgres://\(role):\(password)@\(schema.url.host):\(schema.url.port)/\(schema.url.database)?sslmode=disable&schema=\(schema.url.schema)"
        )
        let sut = try await startFoodybiteAPI(configure: {
            $0.stores = PostgresServerStores(url: url)
            $0.databaseBusyTimeout = 0.5
            $0.catalog.demoRestaurantCount = 0
        })
        try await sut.client.signup(TestAccount())

        // When the database stops letting it in and drops its connections
        try await admin.run(PostgresQuery(unsafeSQL: "ALTER ROLE \(role) NOLOGIN"), logger: PostgresTestSchema.logger)
        try await admin.run(
            PostgresQuery(unsafeSQL: "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '\(role)'"),
            logger: PostgresTestSchema.logger
        )
        let answer = try await sut.client.post("/auth/signup", json: TestAccount().signupJSON)

        // Then
        assertAPIError(answer, status: 503)
        XCTAssertNotNil(answer.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
    }

    func test_run_closesThePoolWhenTheServerShutsDownGracefully() async throws {
        // Given the pool running beside a server
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(connectionWaitLimit: .milliseconds(500), on: self)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [sut], gracefulShutdownSignals: [], logger: PostgresTestSchema.logger))
        let running = Task { try await group.run() }
        try await sut.withConnection { connection in try await connection.run("SELECT 1", logger: PostgresTestSchema.logger) }

        // When the server shuts down
        await group.triggerGracefulShutdown()
        try await running.value

        // Then the pool takes no more statements
        do {
            try await sut.withConnection { connection in try await connection.run("SELECT 1", logger: PostgresTestSchema.logger) }
            XCTFail("Expected the closed pool to refuse")
        } catch {
            XCTAssertNotNil(error as? StorageUnavailableError, "\(error)")
        }
    }

    // MARK: - Helpers

    /// A loopback port nothing listens on: bound, then closed again.
    private func closedPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
