@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// The place facts the catalog keeps beside name, position and hours: business status, a note on
/// hours the source gives only as a comment, and reviews served in translation.
final class CatalogFactsTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_upsert_storesAndReadsBackBusinessStatusHoursNoteAndTranslatedReviews() async throws {
        let restaurants = Self.restaurantsWithFacts()
        let (database, _) = try makeCatalogDatabase()

        try await database.pool.write { db in
            for restaurant in restaurants { try CatalogWriter.upsert(restaurant, in: db) }
        }

        let stored = try await SQLiteRestaurantCatalog(database: database).restaurants(placeIDs: restaurants.map(\.placeID), includingReviews: true)
        XCTAssertEqual(stored, restaurants)
    }

    func test_bulkInsert_storesAndReadsBackBusinessStatusHoursNoteAndTranslatedReviews() async throws {
        let restaurants = Self.restaurantsWithFacts()
        let (database, _) = try makeCatalogDatabase()

        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }

        let stored = try await SQLiteRestaurantCatalog(database: database).restaurants(placeIDs: restaurants.map(\.placeID), includingReviews: true)
        XCTAssertEqual(stored, restaurants)
    }

    func test_upsert_replacesTheBusinessStatusOfARestaurantImportedAgain() async throws {
        let restaurant = F.restaurant("Tasca", hours: .alwaysOpen)
        var closed = restaurant
        closed.businessStatus = .closedPermanently
        let (database, _) = try makeCatalogDatabase()
        _ = try await database.pool.write { db in try CatalogWriter.upsert(restaurant, in: db) }

        _ = try await database.pool.write { [closed] db in try CatalogWriter.upsert(closed, in: db) }

        let stored = try await SQLiteRestaurantCatalog(database: database).restaurant(placeID: restaurant.placeID)
        XCTAssertEqual(stored?.businessStatus, .closedPermanently)
    }

    func test_nearby_leavesClosedRestaurantsOutOfAnOpenNowSearchWhicheverPlanItTakes() async throws {
        let open = F.restaurant("Open", at: F.point(metres: 100), rating: 4, hours: .alwaysOpen, cuisines: ["portuguese"])
        let paused = F.restaurant(
            "Paused", at: F.point(metres: 200), rating: 5, hours: .alwaysOpen, cuisines: ["portuguese"], businessStatus: .closedTemporarily
        )
        let gone = F.restaurant(
            "Gone", at: F.point(metres: 300), rating: 5, hours: .alwaysOpen, cuisines: ["portuguese"], businessStatus: .closedPermanently
        )
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert([open, paused, gone]), in: db) }

        for (dense, rare) in [(0, 0), (0, Int.max), (Int.max, 0), (Int.max, Int.max)] {
            let catalog = SQLiteRestaurantCatalog(database: database, denseBoxThreshold: dense, rareKeywordThreshold: rare)
            for query in [
                NearbyQuery(center: F.lisbon, radius: 1_000, openNow: true),
                NearbyQuery(center: F.lisbon, radius: 1_000, ranking: .distance, openNow: true),
                NearbyQuery(center: F.lisbon, radius: 1_000, keyword: "portu", openNow: true),
            ] {
                let openNow = try await catalog.nearby(query, now: F.wednesdayNoonInLisbon)
                var anyTime = query
                anyTime.openNow = false
                let notClosedForGood = try await catalog.nearby(anyTime, now: F.wednesdayNoonInLisbon)
                anyTime.includeClosed = true
                let all = try await catalog.nearby(anyTime, now: F.wednesdayNoonInLisbon)

                XCTAssertEqual(openNow.map(\.placeID), [open.placeID], "dense \(dense), rare \(rare): \(query)")
                XCTAssertEqual(Set(notClosedForGood.map(\.placeID)), [open.placeID, paused.placeID], "closed for now is still found")
                XCTAssertEqual(Set(all.map(\.placeID)), [open.placeID, paused.placeID, gone.placeID], "closed for good when asked")
            }
        }
    }

    // MARK: - Helpers

    private static func restaurantsWithFacts() -> [CatalogRestaurant] {
        let translated = CatalogReview(
            authorName: "Rita", rating: 5, text: "Excellent food and very friendly service.", time: Date(timeIntervalSince1970: 1_700_000_000),
            language: "en", originalText: "Comida excelente e atendimento muito simpático.", originalLanguage: "pt"
        )
        let plain = CatalogReview(authorName: "Ana", rating: 4, text: "Good.", time: Date(timeIntervalSince1970: 1_700_000_100), language: "en")
        var renovating = F.restaurant("Renovating", reviews: [translated, plain], businessStatus: .closedTemporarily)
        renovating.openingHoursNote = "renovation, opening soon"
        let gone = F.restaurant("Gone", hours: .alwaysOpen, businessStatus: .closedPermanently)
        let open = F.restaurant("Open", hours: F.daily(600, 1_200))
        return [renovating, gone, open]
    }
}
