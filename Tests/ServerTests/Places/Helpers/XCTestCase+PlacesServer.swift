import FoodybiteServer
import Foundation
import TestSupport
import XCTest

extension XCTestCase {
    func startPlacesServer(
        restaurants: [CatalogRestaurant],
        images: [CatalogImage] = [],
        now: Date = PlacesFixtures.wednesdayNoonInLisbon,
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> PlacesServer {
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
        return PlacesServer(client: ServerClient(baseURL: server.baseURL), database: database)
    }
}
