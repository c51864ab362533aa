import Core
import FavouritesFeature
import Foundation
import Shared
import TestSupport
import XCTest

/// Favourites in a real SQLite settings file.
final class RecordFavouritesStoreTests: XCTestCase {
    func test_favourites_readBackWhatWasSavedFirstAddedFirst() async throws {
        let sut = try makeSUT()
        let first = makeFavourite("a", note: "sardines"), second = makeFavourite("b", latitude: -33.86, longitude: 151.21)

        try await sut.save(first)
        try await sut.save(second)
        let stored = try await sut.favourites()

        XCTAssertEqual(stored, StoredFavourites(favourites: [first, second]))
    }

    func test_favourites_comeFirstAddedFirstWhateverOrderTheyWereSavedIn() async throws {
        let sut = try makeSUT()
        let older = makeFavourite("old", addedAt: now.addingTimeInterval(-86_400)), newer = makeFavourite("new", addedAt: now)

        try await sut.save(newer)
        try await sut.save(older)
        let stored = try await sut.favourites()

        XCTAssertEqual(stored.favourites.map(\.restaurantID), ["old", "new"])
    }

    func test_favourites_countARecordThatNoLongerDecodesAndKeepIt() async throws {
        let records = try makeRecords()
        let sut = RecordFavouritesStore(records: records)
        try await sut.save(makeFavourite("a"))
        try await records.save(Data("not a favourite".utf8), key: "b", in: "favourites")
        try await records.save(Data(#"{"name":"x","latitude":95,"longitude":0,"cuisines":[],"addedAt":0}"#.utf8), key: "c", in: "favourites")

        let stored = try await sut.favourites()
        let kept = try await records.records(in: "favourites")

        XCTAssertEqual(stored.favourites.map(\.restaurantID), ["a"])
        XCTAssertEqual(stored.unreadableCount, 2)
        XCTAssertEqual(kept.count, 3, "nothing is dropped")
    }

    func test_remove_saysWhetherTheFavouriteWasThere() async throws {
        let sut = try makeSUT()
        try await sut.save(makeFavourite("a"))

        let removed = try await sut.remove(restaurantID: "a")
        let again = try await sut.remove(restaurantID: "a")

        XCTAssertTrue(removed)
        XCTAssertFalse(again)
    }

    private func makeSUT() throws -> RecordFavouritesStore {
        RecordFavouritesStore(records: try makeRecords())
    }

    private func makeRecords() throws -> SQLiteRecordStore {
        let file = try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")
        return SQLiteRecordStore(database: try SQLiteDatabase.open(at: file, migrator: LocalStoreSchema.migrator, warn: { _ in }))
    }
}
