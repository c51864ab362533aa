@testable import Accounts
@testable import AccountsDomain
import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// The server's router over in-memory repositories, answering through Hummingbird's `.router` test
/// mode: every route as it is served, without sockets or files. `database` lets a test look into (or
/// prepare) what the routes stored.
struct RouterAPIFixture {
    let client: ServerClient
    let database: InMemoryDatabase

    var catalog: InMemoryRestaurantCatalog {
        InMemoryRestaurantCatalog(database: database)
    }

    /// `restaurantId: [reviewCount, starsTotal]` of every restaurant with Foodybite reviews.
    func ratings() -> [String: [Int]] {
        database.read { tables in tables.ratings.mapValues { [$0.reviewCount, $0.starsTotal] } }
    }

    func accountIDs() -> [String] {
        database.read { tables in tables.accounts.keys.map(\.uuidString).sorted() }
    }

    func accountName(ofAccount id: String) -> String? {
        database.read { tables in tables.accounts.values.first { $0.id.uuidString == id }?.name }
    }

    func passwordHashes() -> [String] {
        database.read { tables in tables.accounts.values.map(\.passwordHash) }
    }

    func sessionCount(ofAccount id: String) -> Int {
        database.read { tables in tables.sessions.values.filter { $0.accountID.uuidString == id }.count }
    }

    func reviewCount() -> Int {
        database.read { $0.reviews.count }
    }
}

extension XCTestCase {
    /// The router of a server configured as the tests' live servers are (bcrypt at its lowest cost, no
    /// demo catalog), over a fresh in-memory database.
    func makeRouterAPI(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        placeNames: [GazetteerEntry] = [],
        now: @escaping @Sendable () -> Date = Date.init,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async -> RouterAPIFixture {
        var configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: "/nonexistent"), bcryptCost: 4)
        configuration.catalog.demoRestaurantCount = 0
        configure(&configuration)
        let database = InMemoryDatabase()
        var repositories = ServerRepositories.inMemory(database, loginThrottle: LoginThrottle(policy: configuration.loginThrottle, store: InMemoryLoginFailureStore(), now: now))
        repositories.gazetteer = InMemoryGazetteer(entries: placeNames)
        let router = await buildRouter(configuration: configuration, repositories: repositories, now: now)
        trackForMemoryLeaks(database, file: file, line: line)
        return RouterAPIFixture(client: ServerClient(router: RouterTransport(router: router)), database: database)
    }
}
