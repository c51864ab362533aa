@testable import AccountsDomain
@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
@testable import ReviewsDomain
@testable import ServerPostgres
@testable import ServerStorage
import TestSupport
import XCTest

/// The PostgreSQL catalog answers as the SQLite one does over the same restaurants.
final class PostgresCatalogEquivalenceTests: XCTestCase {
    func test_nearby_answersAsTheSQLiteCatalogOverTheDemoCatalog() async throws {
        let (sut, sqlite) = try await makeSUTWithDemoCatalog()
        let center = DemoCatalog.center
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let queries = [
            NearbyQuery(center: center, radius: 1_500),
            NearbyQuery(center: center, radius: 8_000, limit: 20),
            NearbyQuery(center: center, radius: 50_000),
            NearbyQuery(center: center, radius: nil, ranking: .distance),
            NearbyQuery(center: GeoPoint(latitude: 38.75, longitude: -9.2), radius: 3_000, ranking: .distance, limit: 7),
            NearbyQuery(center: center, radius: 20_000, keyword: "pizza"),
            NearbyQuery(center: center, radius: 20_000, keyword: "PIZ caf"),
            NearbyQuery(center: center, radius: 5_000, openNow: true),
            NearbyQuery(center: center, radius: 10_000, ranking: .prominence, minPrice: 2, maxPrice: 3),
            NearbyQuery(center: GeoPoint(latitude: 10, longitude: 10), radius: 50_000),
            NearbyQuery(center: center, radius: 5_000, requirements: PlaceRequirements(diets: [.vegetarian])),
            NearbyQuery(center: center, radius: 5_000, ranking: .distance, requirements: PlaceRequirements(diets: [.vegan], wheelchair: true)),
            NearbyQuery(center: center, radius: 8_000, keyword: "pizza", requirements: PlaceRequirements(takeaway: true, outdoorSeating: true)),
            NearbyQuery(center: center, radius: 20_000, requirements: PlaceRequirements(diets: [.glutenFree], delivery: true)),
            NearbyQuery(center: center, radius: 20_000, ranking: .distance, requirements: PlaceRequirements(diets: [.halal])),
            NearbyQuery(center: center, radius: 8_000, cuisines: ["sushi", "pizza"]),
            NearbyQuery(center: center, radius: nil, ranking: .distance, keyword: "vegan", cuisines: ["vegan"], limit: 10),
        ]

        for query in queries {
            let expected = try await sqlite.nearby(query, now: now)
            let answered = try await sut.nearby(query, now: now)

            XCTAssertEqual(answered.map(\.placeID), expected.map(\.placeID), "\(query)")
            if query.requirements != nil || query.cuisines != nil { XCTAssertFalse(expected.isEmpty, "the demo's places answer \(query)") }
            for (hit, expectedHit) in zip(answered, expected) {
                XCTAssertEqual(hit.distance, expectedHit.distance, accuracy: 1e-6, "\(query)")
            }
        }
    }

    func test_restaurants_readEveryDetailAsTheSQLiteCatalogOnAnyInstance() async throws {
        let (sut, sqlite, schema) = try await makeSUTWithDemoCatalogAndSchema()
        let other = PostgresRestaurantCatalog(database: try await schema.openDatabase(on: self))
        let hits = try await sqlite.nearby(NearbyQuery(center: DemoCatalog.center, radius: 50_000), now: Date())
        let placeIDs = hits.map(\.placeID)

        let expected = try await sqlite.restaurants(placeIDs: placeIDs, includingReviews: true)
        let answered = try await sut.restaurants(placeIDs: placeIDs, includingReviews: true)
        let answeredElsewhere = try await other.restaurants(placeIDs: placeIDs.reversed(), includingReviews: false)

        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(answered, expected)
        XCTAssertEqual(answeredElsewhere.map(\.placeID), placeIDs.reversed(), "a page token's ids answer on every instance")
        let photo = try XCTUnwrap(expected.lazy.flatMap(\.photos).first)
        let image = try await sut.image(forPhotoReference: photo.reference)
        let expectedImage = try await sqlite.image(forPhotoReference: photo.reference)
        XCTAssertEqual(image, expectedImage)
        let unknownImage = try await sut.image(forPhotoReference: "unknown")
        XCTAssertNil(unknownImage)
    }

    func test_autocomplete_foldsCaseAccentsAndLettersWithoutDecompositionAsSQLiteDoes() async throws {
        let (sut, sqlite) = try await makeSUT(with: [
            restaurant("Łódź Pierogi", at: 0.001),
            restaurant("Café Ørsted", at: 0.002),
            restaurant("Пельменная Сибирь", at: 0.003),
            restaurant("Straße Grill", at: 0.004),
            restaurant("Pizza Roma", at: 0.005),
        ])

        for (input, name) in [("lodz", "Łódź Pierogi"), ("cafe ors", "Café Ørsted"), ("пельм", "Пельменная Сибирь"),
                              ("СИБ", "Пельменная Сибирь"), ("strasse", "Straße Grill"), ("roma piz", "Pizza Roma")] {
            let query = AutocompleteQuery(input: input)
            let answered = try await sut.autocomplete(query)
            let expected = try await sqlite.autocomplete(query)

            XCTAssertEqual(answered.map(\.name), [name], input)
            XCTAssertEqual(answered.map(\.name), expected.map(\.name), input)
        }
        let nothing = try await sut.autocomplete(AutocompleteQuery(input: "sushi"))
        XCTAssertEqual(nothing, [])
    }

    func test_autocomplete_answersTheNearestMatchesFirstAsSQLiteDoes() async throws {
        let (sut, sqlite) = try await makeSUTWithDemoCatalog()
        let queries = [
            AutocompleteQuery(input: "ca", location: DemoCatalog.center),
            AutocompleteQuery(input: "pi", location: GeoPoint(latitude: 38.74, longitude: -9.16), radius: 2_000, strictBounds: true, limit: 10),
            AutocompleteQuery(input: "t", location: DemoCatalog.center, radius: 500, strictBounds: true),
        ]

        for query in queries {
            let answered = try await sut.autocomplete(query)
            let expected = try await sqlite.autocomplete(query)

            XCTAssertEqual(answered.map(\.placeID), expected.map(\.placeID), "\(query)")
        }
    }

    func test_nearby_ranksByTheFoodybiteReviewsOnceThereAreAny() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let database = try await schema.openDatabase(on: self)
        let sut = PostgresRestaurantCatalog(database: database)
        let store = PostgresCatalogStore(database: database)
        var low = restaurant("Low", at: 0.001)
        low.rating = 2
        var high = restaurant("High", at: 0.002)
        high.rating = 4.5
        _ = try await store.importRestaurants([low, high], replacingDemoCatalog: true)
        let author = User(id: UUID(), name: "Eve", email: "eve@example.com", profileImage: nil)
        try await PostgresUserRepository(database: database).create(author, passwordHash: "hash", at: Date())

        try await PostgresReviewRepository(database: database)
            .add(NewReview(id: UUID(), authorID: author.id, restaurantID: low.placeID, text: "Superb", stars: 5, createdAt: Date()))

        let hits = try await sut.nearby(NearbyQuery(center: GeoPoint(latitude: 55, longitude: 12), radius: 5_000), now: Date())
        XCTAssertEqual(hits.map(\.placeID), [low.placeID, high.placeID])
        let details = try await sut.restaurants(placeIDs: [low.placeID], includingReviews: false)
        XCTAssertEqual(details.first?.rating, 5)
        XCTAssertEqual(details.first?.ratingsTotal, 1)
    }

    func test_nearby_ranksTheRatedThenTheNearestUnratedAsSQLiteDoesOnCatalogsWithFewRatings() async throws {
        for ratedShare in [0.0, 0.05] {
            let (sut, sqlite) = try await makeSUT(with: UnratedCatalogNearbyTests.restaurants(ratedShare: ratedShare))
            for radius in [300.0, 2_000, 10_000] {
                for limit in [5, 20, 60] {
                    let query = NearbyQuery(center: UnratedCatalogNearbyTests.center, radius: radius, limit: limit)

                    let expected = try await sqlite.nearby(query, now: Date())
                    let answered = try await sut.nearby(query, now: Date())

                    XCTAssertEqual(answered.map(\.placeID), expected.map(\.placeID), "rated \(ratedShare), r=\(radius), limit \(limit)")
                }
            }
        }
    }

    // MARK: - Helpers

    private func makeSUTWithDemoCatalogAndSchema(
        file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (PostgresRestaurantCatalog, SQLiteRestaurantCatalog, PostgresTestSchema) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        let configuration = CatalogConfiguration(demoRestaurantCount: 600)
        let seeded = try await PostgresCatalogStore(database: database).seedDemoIfNeeded(configuration: configuration)
        XCTAssertEqual(seeded, .seeded(count: 600), file: file, line: line)
        let sqlite = try ServerDatabase.open(in: try makeTemporaryDirectory(file: file, line: line))
        try await DemoCatalogSeeder.seedIfNeeded(sqlite, configuration: configuration)
        return (PostgresRestaurantCatalog(database: database), SQLiteRestaurantCatalog(database: sqlite), schema)
    }

    private func makeSUTWithDemoCatalog(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresRestaurantCatalog, SQLiteRestaurantCatalog) {
        let (sut, sqlite, _) = try await makeSUTWithDemoCatalogAndSchema(file: file, line: line)
        return (sut, sqlite)
    }

    private func makeSUT(
        with restaurants: [CatalogRestaurant], file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (PostgresRestaurantCatalog, SQLiteRestaurantCatalog) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        _ = try await PostgresCatalogStore(database: database).importRestaurants(restaurants, replacingDemoCatalog: true)
        let sqlite = try ServerDatabase.open(in: try makeTemporaryDirectory(file: file, line: line))
        _ = try await SQLiteCatalogImportDestination(database: sqlite).importRestaurants(restaurants, replacingDemoCatalog: true)
        return (PostgresRestaurantCatalog(database: database), SQLiteRestaurantCatalog(database: sqlite))
    }

    private func restaurant(_ name: String, at offset: Double) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(Int(offset * 1_000))", sourceKey: "test:\(name)", source: .openStreetMap, name: name,
            location: GeoPoint(latitude: 55 + offset, longitude: 12 + offset), vicinity: "Somewhere", cuisines: ["food"]
        )
    }
}
