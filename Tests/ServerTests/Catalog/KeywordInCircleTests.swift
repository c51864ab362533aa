@testable import CatalogDomain
@testable import CatalogSQLite
import Foundation
import XCTest

/// A word longer than the full-text index's prefixes, near a point by rating: its first five letters
/// match more restaurants than the word, and each plan (the matches looked up, or the rating order walked
/// among them) answers with the restaurants that have the whole word alone, best rated first.
final class KeywordInCircleTests: XCTestCase {
    private static let center = GeoPoint(latitude: 38.72, longitude: -9.14)

    func test_nearby_answersOnlyTheWholeWordWhenItsFirstLettersMatchBetterRatedOthers() async throws {
        let (database, _) = try makeCatalogDatabase()
        let bars = (0..<10).map { restaurant($0, name: "Marisco Bar \($0)", rating: 4.9 - Double($0) / 100) }
        let marisqueiras = (10..<40).map { restaurant($0, name: "Marisqueira Azul \($0)", rating: 4.0 - Double($0 - 10) / 100) }
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(bars + marisqueiras), in: db) }
        let query = NearbyQuery(center: Self.center, radius: 2_000, keyword: "marisqueira", limit: 5)

        for walkThreshold in [0, Int.max] {
            let sut = SQLiteRestaurantCatalog(database: database, keywordRatingWalkThreshold: walkThreshold)

            let hits = try await sut.nearby(query, now: Date())

            XCTAssertEqual(hits.map(\.placeID), (10..<15).map { "place-\($0)" }, "walk threshold \(walkThreshold)")
        }
    }

    func test_searches_findEveryIndexedWordTheTypedWordStartsOnceEveryWordIsKept() async throws {
        // Given better rated restaurants sharing the word's first letters, and the word and its plural alternating
        let (database, _) = try makeCatalogDatabase()
        let bars = (0..<10).map { restaurant($0, name: "Marisco Bar \($0)", rating: 4.9 - Double($0) / 100) }
        let marisqueiras = (10..<40).map { index in
            restaurant(index, name: index.isMultiple(of: 2) ? "Marisqueira Azul" : "Marisqueiras do Cais", rating: 4.0 - Double(index - 10) / 100)
        }
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(bars + marisqueiras), in: db) }

        for walkThreshold in [0, Int.max] {
            let sut = SQLiteRestaurantCatalog(database: database, keywordRatingWalkThreshold: walkThreshold)
            try await sut.keepEveryWord()

            // When the word and the plural are searched for near a point, by rating and as typed
            let word = try await sut.nearby(NearbyQuery(center: Self.center, radius: 2_000, keyword: "marisqueira", limit: 5), now: Date())
            let plural = try await sut.nearby(NearbyQuery(center: Self.center, radius: 2_000, keyword: "marisqueiras", limit: 5), now: Date())
            let typed = try await sut.autocomplete(AutocompleteQuery(input: "marisqueiras", location: Self.center, radius: 2_000, limit: 5))

            // Then the word finds both spellings, the plural only itself
            XCTAssertEqual(word.map(\.placeID), (10..<15).map { "place-\($0)" }, "walk threshold \(walkThreshold)")
            XCTAssertEqual(plural.map(\.placeID), [11, 13, 15, 17, 19].map { "place-\($0)" }, "walk threshold \(walkThreshold)")
            XCTAssertEqual(typed.count, 5)
            XCTAssertTrue(typed.allSatisfy { $0.name == "Marisqueiras do Cais" }, "\(typed.map(\.name))")
        }
    }

    func test_nearby_answersNothingForAMisspeltLongWordWhoseFirstLettersMatchOthers() async throws {
        let (database, _) = try makeCatalogDatabase()
        let bars = (0..<30).map { restaurant($0, name: "Marisco Bar \($0)", rating: 4.5) }
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(bars), in: db) }
        let query = NearbyQuery(center: Self.center, radius: 2_000, keyword: "marisqeira", limit: 5)
        let knowingEveryWord = SQLiteRestaurantCatalog(database: database, keywordRatingWalkThreshold: Int.max)
        try await knowingEveryWord.keepEveryWord()

        let plans = [0, Int.max].map { SQLiteRestaurantCatalog(database: database, keywordRatingWalkThreshold: $0) } + [knowingEveryWord]
        for sut in plans {
            let hits = try await sut.nearby(query, now: Date())

            XCTAssertEqual(hits.map(\.placeID), [])
        }
    }

    func test_searches_findWordsTypedWithCaseAccentsOrAnotherScriptOnceEveryWordIsKept() async throws {
        let (database, _) = try makeCatalogDatabase()
        let named = [
            restaurant(0, name: "Crêperie du Port", rating: 4.0), restaurant(1, name: "Японский дом", rating: 4.0),
            restaurant(2, name: "The ﬁsherman", rating: 4.0), restaurant(3, name: "Fig Tree", rating: 4.0),
        ]
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(named), in: db) }
        let sut = SQLiteRestaurantCatalog(database: database)
        try await sut.keepEveryWord()

        for typed in ["crêperie", "CREPERIE", "Crêperie", "creperie"] {
            let hits = try await sut.autocomplete(AutocompleteQuery(input: typed, location: Self.center, radius: 2_000, strictBounds: false, limit: 5))
            let nearby = try await sut.nearby(NearbyQuery(center: Self.center, radius: 2_000, keyword: typed, limit: 5), now: Date())

            XCTAssertEqual(hits.map(\.placeID), ["place-0"], typed)
            XCTAssertEqual(nearby.map(\.placeID), ["place-0"], typed)
        }
        for typed in ["японский", "японскии", "ЯПОНСКИЙ"] {
            let nearby = try await sut.nearby(NearbyQuery(center: Self.center, radius: 2_000, keyword: typed, limit: 5), now: Date())

            XCTAssertEqual(nearby.map(\.placeID), ["place-1"], typed)
        }
        // A ligature the index keeps as it is written, typed as written
        let ligature = try await sut.nearby(NearbyQuery(center: Self.center, radius: 2_000, keyword: "ﬁsherman", limit: 5), now: Date())
        XCTAssertEqual(ligature.map(\.placeID), ["place-2"])
    }

    private func restaurant(_ index: Int, name: String, rating: Double) -> CatalogRestaurant {
        let key = "keyword-in-circle:\(index)"
        return CatalogRestaurant(
            placeID: "place-\(index)", sourceKey: key, source: .openStreetMap, name: name,
            location: GeoPoint(latitude: Self.center.latitude + Double(index % 7) * 0.001, longitude: Self.center.longitude + Double(index / 7) * 0.001),
            timeZone: "Europe/Lisbon", rating: rating, ratingsTotal: 20
        )
    }
}
