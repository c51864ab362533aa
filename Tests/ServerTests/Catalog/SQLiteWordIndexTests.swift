@testable import CatalogDomain
@testable import CatalogSQLite
import Foundation
@testable import ServerStorage
import XCTest

/// The SQLite catalog's words, kept between typo corrections (`SearchWordCache`) only while the
/// full-text index is unchanged.
final class SQLiteWordIndexTests: XCTestCase {
    func test_indexedWords_seeEveryChangeToTheCatalogSinceTheLastRead() async throws {
        let (database, _) = try makeCatalogDatabase()
        let sut = SQLiteRestaurantCatalog(database: database)
        try await write(Self.restaurant("Pizza Pazza", index: 1), to: database)

        let before = try await sut.indexedWords(startingWith: "pi", lengths: 5...8, limit: 50)
        let again = try await sut.indexedWords(startingWith: "pi", lengths: 5...8, limit: 50)
        try await write(Self.restaurant("Pizzolo", index: 2), to: database)
        let afterInsert = try await sut.indexedWords(startingWith: "pi", lengths: 5...8, limit: 50)
        try await database.pool.write { db in _ = try CatalogWriter.deleteRestaurants(sourceKeys: ["words:1"], in: db) }
        let afterDelete = try await sut.indexedWords(startingWith: "pi", lengths: 5...8, limit: 50)

        XCTAssertEqual(Set(before), ["pizza"])
        XCTAssertEqual(Set(again), Set(before))
        XCTAssertEqual(Set(afterInsert), ["pizza", "pizzolo"])
        XCTAssertEqual(Set(afterDelete), ["pizzolo"])
    }

    func test_indexedWords_keepEachLengthRangeApart() async throws {
        let (database, _) = try makeCatalogDatabase()
        let sut = SQLiteRestaurantCatalog(database: database)
        try await write(Self.restaurant("Pizza Pizzeria", index: 1), to: database)

        let short = try await sut.indexedWords(startingWith: "pi", lengths: 4...6, limit: 50)
        let long = try await sut.indexedWords(startingWith: "pi", lengths: 7...10, limit: 50)

        XCTAssertEqual(Set(short), ["pizza"])
        XCTAssertEqual(Set(long), ["pizzeria"])
    }

    func test_indexedWords_answerTheSameFromEveryWordReadAtOnce() async throws {
        let (database, _) = try makeCatalogDatabase()
        try await write(Self.restaurant("Pizza Pizzeria Piri-Piri", index: 1), to: database)
        try await write(Self.restaurant("Пицца Pasta", index: 2), to: database)
        let readPrefixByPrefix = SQLiteRestaurantCatalog(database: database)
        let sut = SQLiteRestaurantCatalog(database: database)

        try await sut.keepEveryWord()
        let words = try await sut.indexedWords(startingWith: "pi", lengths: 4...8, limit: 50)
        let cyrillic = try await sut.indexedWords(startingWith: "пи", lengths: 4...8, limit: 50)
        let expected = try await readPrefixByPrefix.indexedWords(startingWith: "pi", lengths: 4...8, limit: 50)
        let expectedCyrillic = try await readPrefixByPrefix.indexedWords(startingWith: "пи", lengths: 4...8, limit: 50)

        XCTAssertEqual(Set(words), Set(expected))
        XCTAssertTrue(words.contains("pizzeria"), "\(words)")
        XCTAssertEqual(Set(cyrillic), Set(expectedCyrillic))
        XCTAssertFalse(cyrillic.isEmpty)
    }

    private func write(_ restaurant: CatalogRestaurant, to database: ServerDatabase) async throws {
        try await database.pool.write { db in try CatalogWriter.upsert(restaurant, in: db) }
    }

    private static func restaurant(_ name: String, index: Int) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(index)", sourceKey: "words:\(index)", source: .openStreetMap, name: name,
            location: GeoPoint(latitude: 38.72, longitude: -9.14)
        )
    }
}
