@testable import FoodybiteServer
import Logging
import PostgresNIO
@testable import ServerPostgres
import XCTest

final class PostgresMigratorTests: XCTestCase {
    func test_migrate_appliesEveryMigrationOnceWhenInstancesStartTogether() async throws {
        // Given
        let schema = try await PostgresTestSchema.make(for: self)
        var connections: [PostgresConnection] = []
        for _ in 1...6 {
            connections.append(try await schema.connect(on: self))
        }
        let sut = PostgresMigrator(url: schema.url)

        // When
        let applied = try await withThrowingTaskGroup(of: [Int].self) { group in
            for connection in connections {
                group.addTask { try await sut.migrate(connection, logger: PostgresTestSchema.logger) }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }

        // Then
        let versions = PostgresSchema.migrations.map(\.version)
        XCTAssertEqual(applied.sorted(), versions, "each migration applied by exactly one instance")
        let recorded = try await connections[0].all("SELECT version FROM schema_migration ORDER BY version", logger: PostgresTestSchema.logger)
            .map { try $0.decode(Int.self) }
        XCTAssertEqual(recorded, versions)
    }

    func test_migrate_doesNothingOnADatabaseAlreadyMigrated() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let connection = try await schema.connect(on: self)
        let sut = PostgresMigrator(url: schema.url)
        try await sut.migrate(connection, logger: PostgresTestSchema.logger)

        let applied = try await sut.migrate(connection, logger: PostgresTestSchema.logger)

        XCTAssertEqual(applied, [])
    }

    func test_migrate_refusesADatabaseMigratedByANewerServer() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let connection = try await schema.connect(on: self)
        let sut = PostgresMigrator(url: schema.url)
        try await sut.migrate(connection, logger: PostgresTestSchema.logger)
        try await connection.run("INSERT INTO schema_migration (version, name) VALUES (999, 'from the future')", logger: PostgresTestSchema.logger)

        do {
            try await sut.migrate(connection, logger: PostgresTestSchema.logger)
            XCTFail("Expected the newer schema to be refused")
        } catch let error as PostgresStartError {
            XCTAssertEqual(error.kind, .newerVersion)
        }
    }
}
