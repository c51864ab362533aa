import Core
import Foundation
import XCTest

/// What every `LocalStore` must do; each implementation's test case runs these.
protocol LocalStoreSpecs {
    func makeLocalStore(now: @escaping @Sendable () -> Date) throws -> any LocalStore
}

struct StoredModel: Codable, Equatable, Sendable {
    let name: String
    let rating: Double?
}

extension LocalStoreSpecs where Self: XCTestCase {
    func assertThatLoadReturnsNilWhenNothingWasSaved(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeLocalStore(now: Date.init)

        let loaded = try await sut.load(StoredModel.self, kind: "nearby", key: "k")

        XCTAssertNil(loaded, file: file, line: line)
    }

    func assertThatLoadReturnsTheSavedValueAndWhenItWasSaved(file: StaticString = #filePath, line: UInt = #line) async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = try makeLocalStore(now: { savedAt })

        try await sut.save(StoredModel(name: "Tasca", rating: 4.5), kind: "nearby", key: "k")
        let loaded = try await sut.load(StoredModel.self, kind: "nearby", key: "k")

        XCTAssertEqual(loaded, CachedValue(value: StoredModel(name: "Tasca", rating: 4.5), savedAt: savedAt), file: file, line: line)
    }

    func assertThatSaveReplacesTheValueForTheSameKindAndKey(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeLocalStore(now: Date.init)

        try await sut.save(StoredModel(name: "old", rating: nil), kind: "nearby", key: "k")
        try await sut.save(StoredModel(name: "new", rating: nil), kind: "nearby", key: "k")

        let loaded = try await sut.load(StoredModel.self, kind: "nearby", key: "k")
        XCTAssertEqual(loaded?.value.name, "new", file: file, line: line)
    }

    func assertThatKindsAndKeysAreIndependent(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeLocalStore(now: Date.init)

        try await sut.save(StoredModel(name: "a", rating: nil), kind: "nearby", key: "k")
        try await sut.save(StoredModel(name: "b", rating: nil), kind: "details", key: "k")
        try await sut.save(StoredModel(name: "c", rating: nil), kind: "nearby", key: "other")

        let nearby = try await sut.load(StoredModel.self, kind: "nearby", key: "k")
        let details = try await sut.load(StoredModel.self, kind: "details", key: "k")
        XCTAssertEqual(nearby?.value.name, "a", file: file, line: line)
        XCTAssertEqual(details?.value.name, "b", file: file, line: line)
    }

    func assertThatLoadReturnsNilForAValueThatNoLongerDecodes(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeLocalStore(now: Date.init)
        try await sut.save(["unexpected": 1], kind: "nearby", key: "k")

        let loaded = try await sut.load(StoredModel.self, kind: "nearby", key: "k")

        XCTAssertNil(loaded, file: file, line: line)
    }

    func assertThatDeleteRemovesOnlyThatEntry(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeLocalStore(now: Date.init)
        try await sut.save(StoredModel(name: "a", rating: nil), kind: "nearby", key: "k")
        try await sut.save(StoredModel(name: "b", rating: nil), kind: "nearby", key: "other")

        try await sut.delete(kind: "nearby", key: "k")

        let deleted = try await sut.load(StoredModel.self, kind: "nearby", key: "k")
        let kept = try await sut.load(StoredModel.self, kind: "nearby", key: "other")
        XCTAssertNil(deleted, file: file, line: line)
        XCTAssertEqual(kept?.value.name, "b", file: file, line: line)
    }
}
