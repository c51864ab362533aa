@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

extension XCTestCase {
    func startPlacesServer(
        restaurants: [CatalogRestaurant],
        images: [CatalogImage] = [],
        placeNames: [GazetteerEntry] = [],
        now: Date = PlacesFixtures.wednesdayNoonInLisbon,
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> PlacesServer {
        let api = await makeRouterAPI(configure: { configuration in
            configuration.catalog.now = { now }
            configure(&configuration)
        }, placeNames: placeNames, file: file, line: line)
        images.forEach(api.catalog.save)
        restaurants.forEach(api.catalog.upsert)
        return PlacesServer(client: api.client, database: api.database)
    }

    func startLivePlacesServer(
        restaurants: [CatalogRestaurant],
        images: [CatalogImage] = [],
        now: Date = PlacesFixtures.wednesdayNoonInLisbon,
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> LivePlacesServer {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        let database = try ServerDatabase.open(in: directory)
        try await database.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            for restaurant in restaurants { try CatalogWriter.upsert(restaurant, in: db) }
        }
        let server = try await startServer { configuration in
            configuration.dataDirectory = directory
            configuration.catalog.demoRestaurantCount = 0
            configuration.catalog.now = { now }
            configure(&configuration)
        }
        return LivePlacesServer(client: ServerClient(baseURL: server.baseURL), database: database)
    }
}
