import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

/// Starts the real server over a catalog holding exactly the given restaurants (no demo catalog), and
/// gives tests the database to add Foodybite ratings behind the server's back.
struct PlacesServer {
    let client: ServerClient
    let database: ServerDatabase

    /// Stores what the reviews side would: `reviewCount` Foodybite reviews totalling `starsTotal`.
    func setFoodybiteRating(placeID: String, reviewCount: Int, starsTotal: Int) async throws {
        try await database.pool.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, ?, ?)",
                arguments: [placeID, reviewCount, starsTotal]
            )
        }
    }
}

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

/// Values the Places tests build their catalogs from.
enum PlacesFixtures {
    static let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)

    /// Wednesday 2025-06-11 12:00 in Lisbon (11:00 UTC, summer time).
    static let wednesdayNoonInLisbon = Date(timeIntervalSince1970: 1_749_639_600)

    /// A point `metres` from `origin` towards the east (positive) or west (negative).
    static func point(eastOf origin: GeoPoint = lisbon, metres: Double) -> GeoPoint {
        let degrees = metres / (GeoPoint.earthRadius * Double.pi / 180 * cos(origin.latitude * Double.pi / 180))
        return GeoPoint(latitude: origin.latitude, longitude: origin.longitude + degrees)
    }

    static func restaurant(
        _ name: String,
        at location: GeoPoint = lisbon,
        rating: Double? = nil,
        ratingsTotal: Int = 0,
        priceLevel: Int? = nil,
        hours: OpeningHours? = nil,
        timeZone: String = "Europe/Lisbon",
        vicinity: String? = nil,
        cuisines: [String] = [],
        photos: [CatalogPhoto] = [],
        reviews: [CatalogReview] = [],
        source: CatalogSource = .demo
    ) -> CatalogRestaurant {
        let sourceKey = "test:\(name)"
        return CatalogRestaurant(
            placeID: PlaceIdentifier.placeID(forSourceKey: sourceKey),
            sourceKey: sourceKey,
            source: source,
            name: name,
            location: location,
            formattedAddress: vicinity.map { "\($0), Portugal" },
            vicinity: vicinity,
            phoneNumber: "21 342 1234",
            internationalPhoneNumber: "+351 21 342 1234",
            cuisines: cuisines,
            website: "https://example.com/\(name.count)",
            url: "https://www.openstreetmap.org/",
            openingHours: hours,
            timeZone: timeZone,
            rating: rating,
            ratingsTotal: rating == nil ? 0 : max(ratingsTotal, 1),
            priceLevel: priceLevel,
            photos: photos,
            reviews: reviews
        )
    }

    /// Open every day from `open` to `close` (hh, minutes after midnight; a close before the open runs past midnight).
    static func daily(_ open: Int, _ close: Int) -> OpeningHours {
        let end = close > open ? close : close + 1_440
        return .weekly((0...6).map { OpeningInterval(day: $0, start: open, end: end) })
    }

    /// A tiny real PNG for photo tests.
    static let image = CatalogImage(
        name: "test-image", contentType: "image/png", width: 2, height: 1,
        bytes: PNGEncoder.encode(width: 2, height: 1, rgb: [255, 0, 0, 0, 0, 255])
    )
}

extension ServerClient.Answer {
    var placesStatus: String? { json?["status"] as? String }
    var results: [[String: Any]] { json?["results"] as? [[String: Any]] ?? [] }
    var names: [String] { results.compactMap { $0["name"] as? String } }
    var errorMessage: String? { json?["error_message"] as? String }
}
