@testable import FoodybiteServer
@testable import ServerPostgres
import TestSupport
import XCTest

final class PostgresLoginFailureStoreTests: XCTestCase, LoginFailureStoreSpecs {
    func makeSUT(file: StaticString, line: UInt) async throws -> any LoginFailureStore {
        PostgresLoginFailureStore(database: try await PostgresTestSchema.make(for: self, file: file, line: line).openDatabase(on: self))
    }

    func test_failures_areEmptyForAKeyWithoutFailures() async throws {
        try await assertThatFailuresAreEmptyForAKeyWithoutFailures()
    }

    func test_recordFailure_keepsTheKeysFailuresSinceAMomentOldestFirst() async throws {
        try await assertThatRecordFailureKeepsTheKeysFailuresSinceAMomentOldestFirst()
    }

    func test_recordFailure_countsEachEmailAndAddressSeparately() async throws {
        try await assertThatRecordFailureCountsEachEmailAndAddressSeparately()
    }

    func test_recordFailure_forgetsFailuresOfEveryKeyFromBeforeTheCutoff() async throws {
        try await assertThatRecordFailureForgetsFailuresOfEveryKeyFromBeforeTheCutoff()
    }

    func test_clearFailures_startsThatKeyOverOnly() async throws {
        try await assertThatClearFailuresStartsThatKeyOverOnly()
    }
}
