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

    func test_migrate_addsTheWordsForEachRestaurantsCuisinesAndCountsTheCuisinesWithTheName() async throws {
        // Given a catalog migrated before the cuisines' words, with a pizzeria whose cuisine was indexed as any other word
        let schema = try await PostgresTestSchema.make(for: self)
        let connection = try await schema.connect(on: self)
        let logger = PostgresTestSchema.logger
        try await PostgresMigrator(url: schema.url, migrations: PostgresSchema.migrations.filter { $0.version < 12 }).migrate(connection, logger: logger)
        try await connection.run("""
            INSERT INTO restaurant (place_id, source_key, source, name, latitude, longitude, location, time_zone, cuisines)
            VALUES ('FBold', 'old:1', 'demo', 'Forno Antico', 38.7, -9.1, ST_SetSRID(ST_MakePoint(-9.1, 38.7), 4326)::geography, 'Europe/Lisbon', 'italian;pizza'),
                   ('FBgrill', 'old:2', 'demo', 'Casa Velha', 38.7, -9.1, ST_SetSRID(ST_MakePoint(-9.1, 38.7), 4326)::geography, 'Europe/Lisbon', 'steak_house')
            """, logger: logger)
        try await connection.run("""
            INSERT INTO restaurant_word (word, restaurant_id, in_name)
            SELECT word, id, word IN ('forno', 'antico') FROM restaurant, unnest(ARRAY['forno', 'antico', 'italian', 'pizza']) AS word WHERE place_id = 'FBold'
            UNION ALL
            SELECT word, id, word IN ('casa', 'velha') FROM restaurant, unnest(ARRAY['casa', 'velha', 'steak', 'house']) AS word WHERE place_id = 'FBgrill'
            """, logger: logger)

        // When it is migrated to the current version
        try await PostgresMigrator(url: schema.url).migrate(connection, logger: logger)

        // Then the cuisines and their words are name words, once each
        let words = try await connection.all("SELECT word, in_name FROM restaurant_word ORDER BY word", logger: logger).map { try $0.decode((String, Bool).self) }
        let byWord = Dictionary(uniqueKeysWithValues: words.map { ($0.0, $0.1) })
        XCTAssertEqual(byWord["pizza"], true)
        XCTAssertEqual(byWord["italian"], true)
        XCTAssertEqual(byWord["pizzeria"], true)
        XCTAssertEqual(byWord["pizzaria"], true)
        XCTAssertEqual(byWord["trattoria"], true)
        XCTAssertEqual(byWord["forno"], true)
        XCTAssertEqual(byWord["steak"], true, "a cuisine value of two words counts both")
        XCTAssertEqual(byWord["house"], true)
        XCTAssertEqual(byWord["churrasqueira"], true)
        XCTAssertNil(byWord["sushi"])
    }

    func test_migrate_indexesTheWordsOfTheGazetteerAlreadyImported() async throws {
        // Given a gazetteer imported before its words had a table
        let schema = try await PostgresTestSchema.make(for: self)
        let connection = try await schema.connect(on: self)
        let logger = PostgresTestSchema.logger
        try await PostgresMigrator(url: schema.url, migrations: PostgresSchema.migrations.filter { $0.version < 14 }).migrate(connection, logger: logger)
        try await connection.run("""
            INSERT INTO place_name (key, kind, kind_rank, name, latitude, longitude, search_text)
            VALUES ('street:rua augusta@1935,-457', 'street', 9, 'Rua Augusta', 38.71, -9.137, ' augusta rua ')
            """, logger: logger)

        // When it is migrated to the current version
        try await PostgresMigrator(url: schema.url).migrate(connection, logger: logger)

        // Then its words are indexed, and a lookup finds it by them
        let words = try await connection.all("SELECT word FROM place_name_word ORDER BY word", logger: logger).map { try $0.decode(String.self) }
        XCTAssertEqual(words, ["augusta", "rua"])
        let database = try await schema.openDatabase(on: self)
        let found = try await PostgresGazetteer(database: database).places(named: "rua aug", limit: 5)
        XCTAssertEqual(found.map(\.name), ["Rua Augusta"])
    }
}
