import Core
import Foundation
import TestSupport
import XCTest

/// The records a person keeps, in a real SQLite file.
final class SQLiteRecordStoreIntegrationTests: XCTestCase {
    func test_records_listTheCollectionFirstSavedFirstAndAReplacedRecordKeepsItsPlace() async throws {
        let clock = Clock()
        let sut = try makeSUT(now: clock.now)

        try await sut.save(Data("a1".utf8), key: "a", in: "favourites")
        try await sut.save(Data("b1".utf8), key: "b", in: "favourites")
        try await sut.save(Data("elsewhere".utf8), key: "c", in: "other")
        try await sut.save(Data("a2".utf8), key: "a", in: "favourites")
        let records = try await sut.records(in: "favourites")

        XCTAssertEqual(records.map(\.key), ["a", "b"])
        XCTAssertEqual(records.map { String(decoding: $0.data, as: UTF8.self) }, ["a2", "b1"])
        XCTAssertEqual(records.map(\.firstSavedAt), [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
    }

    func test_remove_saysWhetherTheRecordWasThereAndLeavesTheOthers() async throws {
        let sut = try makeSUT(now: Clock().now)
        try await sut.save(Data("a".utf8), key: "a", in: "favourites")
        try await sut.save(Data("b".utf8), key: "b", in: "favourites")

        let removed = try await sut.remove(key: "a", from: "favourites")
        let removedAgain = try await sut.remove(key: "a", from: "favourites")
        let left = try await sut.records(in: "favourites")

        XCTAssertTrue(removed)
        XCTAssertFalse(removedAgain)
        XCTAssertEqual(left.map(\.key), ["b"])
    }

    func test_records_surviveReopeningTheFile() async throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")
        try await SQLiteRecordStore(database: try open(file)).save(Data("kept".utf8), key: "a", in: "favourites")

        let records = try await SQLiteRecordStore(database: try open(file)).records(in: "favourites")

        XCTAssertEqual(records.map(\.data), [Data("kept".utf8)])
    }

    // MARK: - Helpers

    private final class Clock: @unchecked Sendable {
        private var seconds: TimeInterval = 0
        private let lock = NSLock()

        var now: @Sendable () -> Date {
            { [self] in lock.withLock { seconds += 1; return Date(timeIntervalSince1970: seconds) } }
        }
    }

    private func makeSUT(now: @escaping @Sendable () -> Date) throws -> SQLiteRecordStore {
        SQLiteRecordStore(database: try open(try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")), now: now)
    }

    private func open(_ file: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(at: file, migrator: LocalStoreSchema.migrator, warn: { _ in })
    }
}
