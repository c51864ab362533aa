@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
import FoodybiteServer
import Foundation
@testable import ServerStorage
import XCTest

/// A page of nearby results is read in one go from SQLite: it must hold exactly what the search and then
/// the loading of its first restaurants hold, for every kind of search and every plan the search takes.
/// Later pages load their restaurants the same way, by place id.
final class NearbyResultsTests: XCTestCase {
    func test_nearbyLoadingFirst_isTheSearchThenItsFirstRestaurantsLoadedForVariedSearches() async throws {
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 800))
        let plans = [
            SQLiteRestaurantCatalog(database: database),
            SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: 0),
            SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: .max, rareKeywordThreshold: 0, nearestRowBudget: 0),
        ]
        let keywords: [String?] = [nil, nil, "pizza", "tasca do", "sushi", "café", "zzz"]
        var random = SeededRandomNumberGenerator(seed: 29)
        var loadedRestaurants = 0

        for _ in 0..<40 {
            let center = GeoPoint(
                latitude: DemoCatalog.center.latitude + (random.unit() - 0.5) * 0.2,
                longitude: DemoCatalog.center.longitude + (random.unit() - 0.5) * 0.2
            )
            let ranking: NearbyQuery.Ranking = random.chance(0.5) ? .prominence : .distance
            let minPrice = random.chance(0.2) ? random.int(in: 0...2) : nil
            let query = NearbyQuery(
                center: center,
                radius: ranking == .distance && random.chance(0.5) ? nil : 100 + random.unit() * 20_000,
                ranking: ranking,
                keyword: keywords[random.int(below: keywords.count)],
                openNow: random.chance(0.3),
                minPrice: minPrice,
                maxPrice: minPrice.map { $0 + random.int(in: 0...2) },
                limit: [1, 20, 60][random.int(below: 3)]
            )
            let count = [0, 1, 20, 60][random.int(below: 4)]
            let now = Date(timeIntervalSince1970: 1_750_000_000 + random.unit() * 604_800)
            for catalog in plans {
                let results = try await catalog.nearby(query, now: now, loadingFirst: count)

                let hits = try await catalog.nearby(query, now: now)
                let shown = hits.prefix(count).map(\.placeID)
                let restaurants = shown.isEmpty ? [] : try await catalog.restaurants(placeIDs: shown, includingReviews: false)
                let shownRestaurants = restaurants.map { CatalogSearchResult($0, at: now) }
                XCTAssertEqual(results, NearbyResults(hits: hits, restaurants: shownRestaurants), "\(query), first \(count)")
                loadedRestaurants += results.restaurants.count
            }
        }
        XCTAssertGreaterThan(loadedRestaurants, 500, "the searches load restaurants")
    }

    func test_nearbyLoadingFirst_answersOpenNowAsTheFullRestaurantDoesForHoursAndZonesTheImportDidNotWrite() async throws {
        // Given restaurants open daily 10:00-23:00 whose stored hours or time zone another writer could have left so
        let (database, _) = try makeCatalogDatabase()
        let names = ["spaced", "signed", "unreadable", "unknown zone", "closed for good"]
        let restaurants = names.enumerated().map { index, name in
            PlacesFixtures.restaurant(
                name, at: PlacesFixtures.point(metres: Double(index) * 10), hours: PlacesFixtures.daily(600, 1_380),
                businessStatus: name == "closed for good" ? .closedPermanently : .operational
            )
        }
        try await database.pool.write { db in
            try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db)
            try db.execute(sql: "UPDATE restaurant SET openingHours = replace(openingHours, ' ', '  ') WHERE name = 'spaced'")
            try db.execute(sql: "UPDATE restaurant SET openingHours = '+' || openingHours WHERE name = 'signed'")
            try db.execute(sql: "UPDATE restaurant SET openingHours = 'sometimes' WHERE name = 'unreadable'")
            try db.execute(sql: "UPDATE restaurant SET timeZone = 'Mars/Olympus' WHERE name = 'unknown zone'")
        }
        let catalog = SQLiteRestaurantCatalog(database: database)
        let noon = PlacesFixtures.wednesdayNoonInLisbon

        // When
        let results = try await catalog.nearby(NearbyQuery(center: PlacesFixtures.lisbon, radius: 1_000, includeClosed: true), now: noon, loadingFirst: 20)

        // Then
        let full = try await catalog.restaurants(placeIDs: results.hits.map(\.placeID), includingReviews: false)
        XCTAssertEqual(results.restaurants, full.map { CatalogSearchResult($0, at: noon) })
        let isOpen = Dictionary(uniqueKeysWithValues: results.restaurants.map { ($0.name, $0.isOpen) })
        XCTAssertEqual(isOpen, ["spaced": true, "signed": true, "unreadable": nil, "unknown zone": false, "closed for good": false])
    }

    func test_nearbyLoadingFirst_loadsEachRestaurantAsAResultShowsItWithItsFirstPhoto() async throws {
        // Given demo restaurants with several photos and with reviews
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 50))
        let catalog = SQLiteRestaurantCatalog(database: database)
        let now = Date(timeIntervalSince1970: 1_750_000_000)

        // When
        let results = try await catalog.nearby(NearbyQuery(center: DemoCatalog.center, radius: 50_000), now: now, loadingFirst: 60)

        // Then
        let full = try await catalog.restaurants(placeIDs: results.hits.map(\.placeID), includingReviews: true)
        XCTAssertEqual(results.restaurants, full.map { CatalogSearchResult($0, at: now) })
        XCTAssertEqual(results.restaurants.map(\.photo), full.map(\.photos.first))
        XCTAssertTrue(full.contains { $0.photos.count > 1 }, "some have more photos than a result shows")
        XCTAssertTrue(full.contains { !$0.reviews.isEmpty }, "and reviews a result does not show")
        XCTAssertTrue(results.restaurants.contains { $0.isOpen == true } && results.restaurants.contains { $0.isOpen == false }, "open and closed at that time")
    }

    func test_searchResults_loadsThePlacesAsAFirstPageDoesInTheOrderGivenLeavingUnknownIDsOut() async throws {
        // Given demo restaurants with photos, reviews and hours, read through connections that record
        // their statements, and some of their ids in no order, one unknown and one twice
        let (database, directory) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 50))
        let statements = StatementRecorder()
        let pool = try statements.recordingPool(at: directory.appendingPathComponent(ServerDatabase.fileName).path)
        let catalog: any RestaurantCatalog = SQLiteRestaurantCatalog(reader: pool)
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let hits = try await catalog.nearby(NearbyQuery(center: DemoCatalog.center, radius: 50_000, limit: 60), now: now)
        var random = SeededRandomNumberGenerator(seed: 31)
        let known = Array(hits.map(\.placeID).shuffled(using: &random).prefix(30))
        let placeIDs = Array(known.prefix(10) + ["ChIJunknown"] + known.dropFirst(10) + [known[3]])
        let statementsBefore = statements.recorded.count

        // When
        let results = try await catalog.searchResults(placeIDs: placeIDs, now: now)
        let statementsRun = statements.recorded.dropFirst(statementsBefore)
        let none = try await catalog.searchResults(placeIDs: [], now: now)

        // Then one statement loaded them as a first page's results are loaded, and they are what the
        // whole restaurants show as results
        XCTAssertEqual(statementsRun.filter { $0.contains("r.placeId IN") && $0.contains("p.position = 0") }.count, 1, "\(statementsRun)")
        let full = try await catalog.restaurants(placeIDs: placeIDs, includingReviews: false)
        XCTAssertEqual(results, full.map { CatalogSearchResult($0, at: now) })
        XCTAssertEqual(results.map(\.placeID), known + [known[3]])
        XCTAssertEqual(none, [])
    }
}
