import Core
import Foundation
import TestSupport
import XCTest

final class SQLiteLocalStoreIntegrationTests: XCTestCase, LocalStoreSpecs {
    func test_load_returnsNilWhenNothingWasSaved() async throws {
        try await assertThatLoadReturnsNilWhenNothingWasSaved()
    }

    func test_load_returnsTheSavedValueAndWhenItWasSaved() async throws {
        try await assertThatLoadReturnsTheSavedValueAndWhenItWasSaved()
    }

    func test_save_replacesTheValueForTheSameKindAndKey() async throws {
        try await assertThatSaveReplacesTheValueForTheSameKindAndKey()
    }

    func test_save_keepsKindsAndKeysIndependent() async throws {
        try await assertThatKindsAndKeysAreIndependent()
    }

    func test_load_returnsNilForAValueThatNoLongerDecodes() async throws {
        try await assertThatLoadReturnsNilForAValueThatNoLongerDecodes()
    }

    func test_delete_removesOnlyThatEntry() async throws {
        try await assertThatDeleteRemovesOnlyThatEntry()
    }

    // MARK: - Helpers

    func makeLocalStore(now: @escaping @Sendable () -> Date) throws -> any LocalStore {
        let database = try SQLiteDatabase.open(at: try makeTemporaryDirectory().appendingPathComponent("cache.sqlite"), migrator: LocalStoreSchema.migrator, warn: { _ in })
        return SQLiteLocalStore(database: database, now: now)
    }
}
