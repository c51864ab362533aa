@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import ServerTestSupport
import XCTest

final class DemoCatalogTests: XCTestCase {
    func test_restaurants_areTheSameForTheSameOptionsAndDifferForAnotherSeed() {
        let first = DemoCatalogGenerator(count: 200).restaurants()
        let again = DemoCatalogGenerator(count: 200).restaurants()
        let otherSeed = DemoCatalogGenerator(count: 200, seed: 99).restaurants()

        XCTAssertEqual(first, again)
        XCTAssertNotEqual(first.map(\.name), otherSeed.map(\.name))
        XCTAssertEqual(DemoCatalogGenerator(count: 300).restaurants().prefix(200).map(\.placeID), first.map(\.placeID), "a larger catalog starts with the smaller one")
    }

    func test_batches_areTheRestaurantsInOrderInBatchesOfTheSize() {
        // Given a generator of 25 restaurants
        let sut = DemoCatalogGenerator(count: 25)

        // When its restaurants are made in batches of 10
        let batches = Array(sut.batches(of: 10))

        // Then the batches hold the same restaurants in the same order, the last one shorter
        XCTAssertEqual(batches.map(\.count), [10, 10, 5])
        XCTAssertEqual(Array(batches.joined()), sut.restaurants())
        XCTAssertTrue(Array(DemoCatalogGenerator(count: 0).batches(of: 10)).isEmpty)
    }

    func test_restaurants_keepTheirGoldenValuesAcrossVersions() {
        let restaurants = DemoCatalogGenerator(count: 3).restaurants()

        // Pinned: a change here changes every user's demo catalog (and their saved place ids).
        XCTAssertEqual(restaurants.map(\.placeID), Self.goldenPlaceIDs)
        XCTAssertEqual(restaurants.map(\.name), Self.goldenNames)
    }

    func test_restaurants_standOnLandNotInTheTagus() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        XCTAssertEqual(restaurants.filter { TagusEstuary.contains($0.location) }.map(\.name), [])
        XCTAssertTrue(TagusEstuary.contains(GeoPoint(latitude: 38.697, longitude: -9.140)), "between Terreiro do Paço and Cacilhas")
        XCTAssertTrue(TagusEstuary.contains(GeoPoint(latitude: 38.740, longitude: -9.030)), "the Mar da Palha")
        XCTAssertFalse(TagusEstuary.contains(GeoPoint(latitude: 38.7108, longitude: -9.1364)), "the Baixa")
        XCTAssertFalse(TagusEstuary.contains(GeoPoint(latitude: 38.6800, longitude: -9.1570)), "Almada")
    }

    func test_restaurants_areVariedAndPlausibleAroundTheCentre() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        XCTAssertEqual(Set(restaurants.map(\.placeID)).count, 3_000)
        XCTAssertGreaterThan(Set(restaurants.map(\.name)).count, 500)
        XCTAssertGreaterThan(Set(restaurants.flatMap(\.cuisines)).count, 15)
        XCTAssertTrue(restaurants.allSatisfy { $0.location.distance(to: DemoCatalog.center) <= 12_050 })
        XCTAssertGreaterThan(restaurants.filter { $0.location.distance(to: DemoCatalog.center) < 1_000 }.count, 100, "dense in the centre")
        XCTAssertTrue(restaurants.contains { $0.rating == nil && $0.ratingsTotal == 0 }, "some unrated")
        XCTAssertTrue(restaurants.contains { $0.priceLevel == nil })
        XCTAssertEqual(Set(restaurants.compactMap(\.priceLevel)), [1, 2, 3, 4])
        XCTAssertTrue(restaurants.contains { $0.openingHours == nil }, "some without hours")
        XCTAssertTrue(restaurants.contains { $0.openingHours == .alwaysOpen })
        XCTAssertTrue(restaurants.contains { hours($0).contains { $0.end > OpeningInterval.minutesPerDay } }, "some open past midnight")
        XCTAssertTrue(restaurants.contains { restaurant in
            !hours(restaurant).isEmpty && Set(hours(restaurant).map(\.day)).count < 7
        }, "some closed on some days")
        XCTAssertTrue(restaurants.contains { $0.photos.isEmpty })
        XCTAssertTrue(restaurants.contains { $0.photos.count > 1 })
        XCTAssertTrue(restaurants.contains { $0.reviews.count == 5 })
        XCTAssertTrue(restaurants.contains { $0.phoneNumber == nil })
        XCTAssertTrue(restaurants.allSatisfy { $0.timeZone == "Europe/Lisbon" && $0.formattedAddress?.hasSuffix(", Portugal") == true })
        let ratings = restaurants.compactMap(\.rating)
        XCTAssertTrue(ratings.allSatisfy { rating in (1...5).contains(rating) && abs(rating * 10 - (rating * 10).rounded()) < 1e-9 }, "one decimal")
    }

    func test_restaurants_standInAnAreaWhoseStreetTownAndNameTheyCarry() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        for restaurant in restaurants {
            let area = DemoArea.containing(restaurant.location)
            let street = area.streets.first { restaurant.vicinity?.hasPrefix("\($0) ") == true }
            XCTAssertNotNil(street, "\(restaurant.name) at \(restaurant.location) in \(area.name): \(restaurant.vicinity ?? "")")
            XCTAssertEqual(restaurant.vicinity?.hasSuffix(", \(area.town)"), true, "\(restaurant.vicinity ?? "")")
            XCTAssertEqual(restaurant.formattedAddress?.contains(String(format: "%04d-", area.postcode)), true)
            if let named = Self.areaNames.first(where: { restaurant.name.hasSuffix(" \($0)") }) {
                XCTAssertEqual(named, area.name, "\(restaurant.name) stands in \(area.name)")
            }
        }
        XCTAssertGreaterThan(Set(restaurants.compactMap { $0.vicinity?.components(separatedBy: ", ").last }).count, 8, "towns around Lisbon too")
    }

    func test_restaurants_haveFewBranchesOfOneNameFarApart() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        let byBrand = Dictionary(grouping: restaurants) { restaurant in
            Self.areaNames.first { restaurant.name.hasSuffix(" \($0)") }.map { String(restaurant.name.dropLast($0.count + 1)) } ?? restaurant.name
        }
        XCTAssertLessThanOrEqual(byBrand.values.map(\.count).max() ?? 0, 3, "few branches of one name")
        XCTAssertGreaterThan(byBrand.values.filter { $0.count > 1 }.count, 100, "chains exist")
        for (brand, branches) in byBrand where branches.count > 1 {
            for (first, second) in zip(branches, branches.dropFirst()) {
                XCTAssertGreaterThanOrEqual(first.location.distance(to: second.location), DemoCatalogGenerator.branchDistance, brand)
            }
            XCTAssertEqual(Set(branches.map(\.name)).count, branches.count, "\(brand): each branch is told apart by its neighbourhood")
        }
    }

    func test_restaurants_awayFromLisbonKeepBranchesFarApartToo() {
        // Given a demo centred where the demo knows no areas (one unnamed area)
        let restaurants = DemoCatalogGenerator(count: 2_000, center: GeoPoint(latitude: 55.676, longitude: 12.568)).restaurants()

        // Then branches of one name still stand at least the branch distance apart
        let byName = Dictionary(grouping: restaurants, by: \.name).values.filter { $0.count > 1 }
        XCTAssertGreaterThan(byName.count, 100)
        for branches in byName {
            XCTAssertGreaterThanOrEqual(branches[0].location.distance(to: branches[1].location), DemoCatalogGenerator.branchDistance, branches[0].name)
        }
    }

    func test_restaurants_openAtHoursThatFitTheirKind() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        let cafes = restaurants.filter { $0.cuisines.contains("coffee_shop") }
        let cafeHours = cafes.flatMap(hours)
        XCTAssertGreaterThan(cafes.count, 50)
        XCTAssertTrue(cafeHours.allSatisfy { $0.start < 10 * 60 && $0.end <= 20 * 60 }, "cafés open for breakfast and close by 8 pm")
        let tascas = restaurants.filter { $0.cuisines == ["portuguese"] }
        XCTAssertTrue(tascas.flatMap(hours).allSatisfy { $0.end <= 24 * 60 }, "tascas close before midnight")
        XCTAssertTrue(restaurants.filter { hours($0).contains { $0.start < 10 * 60 } }.allSatisfy { $0.cuisines.contains("coffee_shop") || $0.cuisines.contains("portuguese") || $0.cuisines.contains("grill") },
                      "only cafés and tascas serve breakfast")
        XCTAssertFalse(restaurants.filter { $0.cuisines.contains("coffee_shop") || $0.cuisines.contains("portuguese") }.contains { $0.openingHours == .alwaysOpen })
    }

    func test_restaurants_writeReviewsThatVaryWithTheKindOfPlace() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        let texts = Set(restaurants.flatMap(\.reviews).map { $0.originalText ?? $0.text })
        XCTAssertGreaterThan(texts.count, 40)
        for restaurant in restaurants {
            let text = restaurant.reviews.map(\.text).joined(separator: " ")
            if text.contains("sushi") { XCTAssertTrue(restaurant.cuisines.contains("sushi"), restaurant.name) }
            if text.contains("pizza") { XCTAssertTrue(restaurant.cuisines.contains("pizza"), restaurant.name) }
            if text.contains("pastéis de nata") || text.contains("custard tarts") { XCTAssertTrue(restaurant.cuisines.contains("pastry"), restaurant.name) }
        }
    }

    func test_restaurants_rateMostBetween3Point5And4Point7WithFewPoorPlacesAndVeryFewPerfectScores() {
        let ratings = DemoCatalogGenerator(count: 3_000).restaurants().compactMap(\.rating)

        let typical = ratings.filter { (3.5...4.7).contains($0) }.count
        XCTAssertGreaterThan(Double(typical) / Double(ratings.count), 0.8, "most between 3.5 and 4.7")
        XCTAssertLessThanOrEqual(ratings.filter { $0 == 5 }.count, 6, "very few perfect scores")
        XCTAssertTrue(ratings.contains { $0 < 3 }, "some poor places")
    }

    func test_restaurants_reachAPerfectScoreOnlyWithAHandfulOfRatings() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        let perfect = restaurants.filter { $0.rating == 5 }
        XCTAssertTrue(perfect.allSatisfy { $0.ratingsTotal < 8 }, "\(perfect.map(\.ratingsTotal))")
        let wellKnown = restaurants.filter { $0.ratingsTotal >= 100 }.compactMap(\.rating)
        XCTAssertLessThanOrEqual(wellKnown.max() ?? 0, 4.9)
    }

    func test_restaurants_bestRatedWithinTheDefaultRadiusShowASpreadOfRatingsAndOfCounts() {
        // What `foodybite nearby` lists first: the 20 best rated within 10 km of the centre.
        let best = DemoCatalogGenerator(count: 3_000).restaurants()
            .filter { $0.rating != nil && $0.location.distance(to: DemoCatalog.center) <= 10_000 }
            .sorted { ($0.rating ?? 0, $0.ratingsTotal) > ($1.rating ?? 0, $1.ratingsTotal) }
            .prefix(20)

        let ratings = best.compactMap(\.rating)
        XCTAssertGreaterThanOrEqual(Set(ratings).count, 3, "a spread of ratings: \(ratings)")
        XCTAssertLessThanOrEqual(ratings.filter { $0 == 5 }.count, 3, "\(ratings)")
        let counts = best.map(\.ratingsTotal)
        XCTAssertGreaterThan(counts.max() ?? 0, 100 * (counts.min() ?? 0), "rating counts that vary widely: \(counts)")
    }

    func test_restaurants_closeAFewRestaurantsTemporarilyAndFewerForGood() {
        let restaurants = DemoCatalogGenerator(count: 3_000).restaurants()

        let temporarily = restaurants.filter { $0.businessStatus == .closedTemporarily }.count
        let permanently = restaurants.filter { $0.businessStatus == .closedPermanently }.count
        XCTAssertTrue((30...90).contains(temporarily), "about 2 %: \(temporarily)")
        XCTAssertTrue((10...50).contains(permanently), "about 1 %: \(permanently)")
        XCTAssertEqual(DemoCatalogGenerator(count: 3_000).restaurants().map(\.businessStatus), restaurants.map(\.businessStatus))
    }

    func test_restaurants_serveSomePortugueseReviewsInEnglishTranslation() {
        let reviews = DemoCatalogGenerator(count: 3_000).restaurants().flatMap(\.reviews)

        let translated = reviews.filter(\.isTranslated)
        XCTAssertGreaterThan(translated.count, 50)
        XCTAssertTrue(translated.allSatisfy { $0.language == "en" && $0.originalLanguage == "pt" && $0.text != $0.originalText && !$0.text.isEmpty })
        XCTAssertTrue(reviews.contains { $0.language == "pt" && !$0.isTranslated }, "some are still served as written")
    }

    func test_seedIfNeeded_seedsAnEmptyCatalogOnceAndNeverAgain() async throws {
        let (database, _) = try makeCatalogDatabase()
        let configuration = CatalogConfiguration(demoRestaurantCount: 40)

        let first = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        try await database.pool.write { db in _ = try CatalogWriter.deleteRestaurants(from: .demo, in: db) }
        let second = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)

        XCTAssertEqual(first, .seeded(count: 40))
        XCTAssertEqual(second, .alreadySeeded)
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 0)
    }

    func test_seedIfNeeded_keepsTheDemosPlaceNamesAndAddsThemToADemoCatalogSeededWithout() async throws {
        let (database, _) = try makeCatalogDatabase()
        let configuration = CatalogConfiguration(demoRestaurantCount: 40)
        let gazetteer = SQLiteGazetteer(reader: database.pool)

        _ = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        let seeded = try await gazetteer.places(named: "Alfama", limit: 5)
        try await database.pool.write { db in try db.execute(sql: "DELETE FROM placeName") }
        let again = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        let added = try await gazetteer.places(named: "Alfama", limit: 5)

        XCTAssertEqual(seeded.map(\.name), ["Alfama"])
        XCTAssertEqual(again, .alreadySeeded)
        XCTAssertEqual(added, seeded)
    }

    func test_seedIfNeeded_leavesACatalogWithDataAlone() async throws {
        let (database, _) = try makeCatalogDatabase()
        _ = try await OSMImporter(database: database).importData(OSMImporterTests.overpass)

        let outcome = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 40))

        XCTAssertEqual(outcome, .alreadySeeded, "the import marked the demo catalog as replaced")
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 3)
    }

    func test_seedIfNeeded_doesNothingWhenTheDemoCatalogIsDisabled() async throws {
        let (database, _) = try makeCatalogDatabase()

        let outcome = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 0))

        XCTAssertEqual(outcome, .disabled)
    }

    func test_server_seedsTheDemoCatalogOnFirstStartOnly() async throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        let configure: (inout ServerConfiguration) -> Void = { $0.dataDirectory = directory; $0.catalog.demoRestaurantCount = 60 }

        let first = try await startServer(configure: configure)
        let firstAnswer = try await nearbyCount(first.baseURL)
        await first.stop()
        let database = try ServerDatabase.open(in: directory)
        try await database.pool.write { db in try db.execute(sql: "DELETE FROM restaurant WHERE rowid % 2 = 0") }
        let second = try await startServer(configure: configure)
        let secondAnswer = try await nearbyCount(second.baseURL)

        XCTAssertEqual(firstAnswer, 60)
        XCTAssertEqual(secondAnswer, 30, "not seeded again")
    }

    func test_upsertCollection_insertsTheNewInBulkAndUpdatesTheKnownAndTheRepeated() async throws {
        // Given a catalog holding the first 10 of 30 restaurants, and the next 20 with the 5th changed and given twice
        let restaurants = DemoCatalogGenerator(count: 30).restaurants()
        let images = DemoCatalogGenerator(count: 1).images
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            for restaurant in restaurants.prefix(10) { try CatalogWriter.upsert(restaurant, in: db) }
        }
        var renamed = restaurants[4]
        renamed.name = "Renamed Tasca"
        let batch = [renamed] + restaurants[10...] + [restaurants[12]]

        // When the batch is upserted
        let (inserted, updated) = try await database.pool.write { db in try CatalogWriter.upsert(batch, in: db) }

        // Then the 20 new ones are inserted, the known and the repeated one updated, and every restaurant reads back as given
        XCTAssertEqual(inserted, 20)
        XCTAssertEqual(updated, 2)
        var expected = restaurants
        expected[4] = renamed
        let stored = try await SQLiteRestaurantCatalog(database: database).restaurants(placeIDs: expected.map(\.placeID), includingReviews: true)
        XCTAssertEqual(stored, expected)
        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 30)
    }

    func test_bulkInsert_storesWhatUpsertStores() async throws {
        let restaurants = DemoCatalogGenerator(count: 50).restaurants()
        let images = DemoCatalogGenerator(count: 1).images
        let (bulk, _) = try makeCatalogDatabase()
        let (oneByOne, _) = try makeCatalogDatabase()

        try await bulk.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db)
        }
        try await oneByOne.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            for restaurant in restaurants { try CatalogWriter.upsert(restaurant, in: db) }
        }

        let fromBulk = try await SQLiteRestaurantCatalog(database: bulk).restaurants(placeIDs: restaurants.map(\.placeID), includingReviews: true)
        let fromUpserts = try await SQLiteRestaurantCatalog(database: oneByOne).restaurants(placeIDs: restaurants.map(\.placeID), includingReviews: true)
        XCTAssertEqual(fromBulk, restaurants)
        XCTAssertEqual(fromUpserts, restaurants)
        let hits = try await SQLiteRestaurantCatalog(database: bulk).autocomplete(AutocompleteQuery(input: String(restaurants[0].name.prefix(4))))
        XCTAssertFalse(hits.isEmpty, "the full-text index is filled")
    }

    // MARK: - Helpers

    private static let goldenPlaceIDs = ["FBgQBcJuur-X3FDT6Cglg7p3-7Oq", "FB6Ee7_yGircbCd5hMVAq-vn9m-u", "FBrI5SdQZ8DvuUf1cghESUcTf8WM"]
    private static let goldenNames = ["Snack-Bar da Gracinda", "Confeitaria Mimo", "Taberna do Povo"]

    private static let areaNames = DemoAreas.lisbon.map(\.name).sorted { $0.count > $1.count }

    private func hours(_ restaurant: CatalogRestaurant) -> [OpeningInterval] {
        if case let .weekly(intervals)? = restaurant.openingHours { return intervals }
        return []
    }

    private func nearbyCount(_ baseURL: URL) async throws -> Int {
        var total = 0
        var query = ["location": "\(DemoCatalog.center.latitude),\(DemoCatalog.center.longitude)", "radius": "50000", "includeclosed": "true"]
        while true {
            let answer = try await ServerClient(baseURL: baseURL).get("/maps/api/place/nearbysearch/json", query: query)
            total += (answer.json?["results"] as? [Any])?.count ?? 0
            guard let token = answer.json?["next_page_token"] as? String else { return total }
            query = ["pagetoken": token]
        }
    }
}
