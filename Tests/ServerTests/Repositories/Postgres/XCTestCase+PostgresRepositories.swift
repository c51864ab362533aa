@testable import AccountsDomain
@testable import CatalogDomain
import Crypto
@testable import FoodybiteServer
import Logging
@testable import ServerPostgres
import TestSupport
import XCTest

extension XCTestCase {
    /// The PostgreSQL repositories of a fresh schema in the test database whose catalog holds these
    /// restaurants and images. Skips without `FOODYBITE_TEST_DATABASE_URL`, fails without it under `CI=true`.
    func makePostgresRepositories(
        restaurants: [CatalogRestaurant] = [],
        images: [CatalogImage] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> RepositorySet {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        try await database.withTransaction { connection in
            try await PostgresCatalogWriter.save(images, on: connection, logger: PostgresTestSchema.logger)
            _ = try await PostgresCatalogWriter.upsert(restaurants, on: connection, logger: PostgresTestSchema.logger)
        }
        let throttle = LoginThrottle(policy: .standard, store: PostgresLoginFailureStore(database: database))
        return RepositorySet(.postgres(database, signingKey: SymmetricKey(size: .bits256), loginThrottle: throttle, logger: PostgresTestSchema.logger))
    }
}
