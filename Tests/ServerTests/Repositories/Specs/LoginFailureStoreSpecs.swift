@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import XCTest

/// What every `LoginFailureStore` does, whatever keeps the failures.
/// Each behaviour runs on every store (`StoreSpecs`); its body is the `assertThat…` method below.
final class LoginFailureStoreSpecs: StoreSpecs {
    func test_failures_areEmptyForAKeyWithoutFailures() async throws {
        try await onEveryStore(assertThatFailuresAreEmptyForAKeyWithoutFailures)
    }

    func test_recordFailure_keepsTheKeysFailuresSinceAMomentOldestFirst() async throws {
        try await onEveryStore(assertThatRecordFailureKeepsTheKeysFailuresSinceAMomentOldestFirst)
    }

    func test_recordFailure_countsEachEmailAndAddressSeparately() async throws {
        try await onEveryStore(assertThatRecordFailureCountsEachEmailAndAddressSeparately)
    }

    func test_recordFailure_forgetsFailuresOfEveryKeyFromBeforeTheCutoff() async throws {
        try await onEveryStore(assertThatRecordFailureForgetsFailuresOfEveryKeyFromBeforeTheCutoff)
    }

    func test_clearFailures_startsThatKeyOverOnly() async throws {
        try await onEveryStore(assertThatClearFailuresStartsThatKeyOverOnly)
    }
}

extension LoginFailureStoreSpecs {
    func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> any LoginFailureStore {
        try await store.makeLoginFailureStore(for: self, file: file, line: line)
    }

    func assertThatFailuresAreEmptyForAKeyWithoutFailures() async throws {
        let sut = try await makeSUT()

        let failures = try await sut.failures(for: eve, since: .distantPast)

        XCTAssertEqual(failures, [])
    }

    func assertThatRecordFailureKeepsTheKeysFailuresSinceAMomentOldestFirst() async throws {
        let sut = try await makeSUT()
        for offset in [0.0, 10, 20] {
            try await sut.recordFailure(for: eve, at: moment(offset), forgettingBefore: moment(-900))
        }

        let all = try await sut.failures(for: eve, since: moment(0))
        let recent = try await sut.failures(for: eve, since: moment(5))

        XCTAssertEqual(all, [moment(0), moment(10), moment(20)])
        XCTAssertEqual(recent, [moment(10), moment(20)])
    }

    func assertThatRecordFailureCountsEachEmailAndAddressSeparately() async throws {
        let sut = try await makeSUT()
        let otherEmail = LoginAttemptKey(email: "bob@example.com", address: eve.address)
        let otherAddress = LoginAttemptKey(email: eve.email, address: "198.51.100.9")

        try await sut.recordFailure(for: eve, at: moment(0), forgettingBefore: moment(-900))

        let ofOtherEmail = try await sut.failures(for: otherEmail, since: .distantPast)
        let ofOtherAddress = try await sut.failures(for: otherAddress, since: .distantPast)
        XCTAssertEqual(ofOtherEmail, [])
        XCTAssertEqual(ofOtherAddress, [])
    }

    func assertThatRecordFailureForgetsFailuresOfEveryKeyFromBeforeTheCutoff() async throws {
        let sut = try await makeSUT()
        let bob = LoginAttemptKey(email: "bob@example.com", address: eve.address)
        try await sut.recordFailure(for: bob, at: moment(0), forgettingBefore: moment(-900))
        try await sut.recordFailure(for: eve, at: moment(0), forgettingBefore: moment(-900))

        try await sut.recordFailure(for: eve, at: moment(1_000), forgettingBefore: moment(100))

        let ofBob = try await sut.failures(for: bob, since: .distantPast)
        let ofEve = try await sut.failures(for: eve, since: .distantPast)
        XCTAssertEqual(ofBob, [], "a stale failure no longer counts")
        XCTAssertEqual(ofEve, [moment(1_000)])
    }

    func assertThatClearFailuresStartsThatKeyOverOnly() async throws {
        let sut = try await makeSUT()
        let bob = LoginAttemptKey(email: "bob@example.com", address: eve.address)
        try await sut.recordFailure(for: eve, at: moment(0), forgettingBefore: moment(-900))
        try await sut.recordFailure(for: bob, at: moment(0), forgettingBefore: moment(-900))

        try await sut.clearFailures(for: eve)

        let ofEve = try await sut.failures(for: eve, since: .distantPast)
        let ofBob = try await sut.failures(for: bob, since: .distantPast)
        XCTAssertEqual(ofEve, [])
        XCTAssertEqual(ofBob, [moment(0)])
    }

    private var eve: LoginAttemptKey {
        LoginAttemptKey(email: "eve@example.com", address: "203.0.113.7")
    }

    /// Whole milliseconds, which every store keeps exactly.
    private func moment(_ offset: TimeInterval) -> Date {
        Date(timeIntervalSince1970: 1_800_000_000 + offset)
    }
}
