@testable import Accounts
@testable import AccountsDomain
@testable import CatalogDomain
@testable import FoodybiteServer
@testable import ServerPostgres
@testable import ServerStorage
import XCTest

/// The stores every spec runs on, each made fresh and empty for one test.
enum StoreUnderTest: String, CaseIterable {
    case memory = "in memory"
    case sqlite = "SQLite"
    /// Skips without `FOODYBITE_TEST_DATABASE_URL`, fails without it under `CI=true`.
    case postgres = "PostgreSQL"

    /// The repositories of one fresh database whose catalog holds these restaurants and images.
    func makeRepositories(
        restaurants: [CatalogRestaurant] = [],
        images: [CatalogImage] = [],
        for testCase: XCTestCase,
        file: StaticString,
        line: UInt
    ) async throws -> RepositorySet {
        switch self {
        case .memory: testCase.makeInMemoryRepositories(restaurants: restaurants, images: images, file: file, line: line)
        case .sqlite: try await testCase.makeSQLiteRepositories(restaurants: restaurants, images: images, file: file, line: line)
        case .postgres: try await testCase.makePostgresRepositories(restaurants: restaurants, images: images, file: file, line: line)
        }
    }

    /// A fresh login failure store (the throttle's counts) of this store.
    func makeLoginFailureStore(for testCase: XCTestCase, file: StaticString, line: UInt) async throws -> any LoginFailureStore {
        switch self {
        case .memory:
            InMemoryLoginFailureStore()
        case .sqlite:
            SQLiteLoginFailureStore(database: try ServerDatabase.open(in: testCase.makeTemporaryDirectory(file: file, line: line).appendingPathComponent("server")).pool)
        case .postgres:
            PostgresLoginFailureStore(database: try await PostgresTestSchema.make(for: testCase, file: file, line: line).openDatabase(on: testCase))
        }
    }
}
