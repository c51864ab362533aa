@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
@testable import ServerStorage
import TestSupport
import XCTest

extension XCTestCase {
    /// The in-memory repositories of one fresh database whose catalog holds these restaurants and images.
    func makeInMemoryRepositories(
        restaurants: [CatalogRestaurant] = [],
        images: [CatalogImage] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> RepositorySet {
        let database = InMemoryDatabase()
        let catalog = InMemoryRestaurantCatalog(database: database)
        images.forEach(catalog.save)
        restaurants.forEach(catalog.upsert)
        trackForMemoryLeaks(database, file: file, line: line)
        return RepositorySet(.inMemory(database))
    }
}
