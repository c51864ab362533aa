@testable import Accounts
@testable import AccountsDomain
@testable import CatalogDomain
@testable import CatalogSQLite
import Crypto
@testable import FoodybiteServer
import Logging
@testable import ServerStorage
import TestSupport
import XCTest

extension XCTestCase {
    /// The SQLite repositories of a fresh server database in this test's temporary folder whose catalog
    /// holds these restaurants and images.
    func makeSQLiteRepositories(
        restaurants: [CatalogRestaurant] = [],
        images: [CatalogImage] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> RepositorySet {
        let database = try ServerDatabase.open(in: makeTemporaryDirectory(file: file, line: line).appendingPathComponent("server"))
        try await database.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            for restaurant in restaurants { try CatalogWriter.upsert(restaurant, in: db) }
        }
        let logger = Logger(label: "specs") { _ in SwiftLogNoOpLogHandler() }
        return RepositorySet(.sqlite(database, signingKey: SymmetricKey(size: .bits256), loginThrottle: LoginThrottle(policy: .standard, store: InMemoryLoginFailureStore()), logger: logger))
    }
}
