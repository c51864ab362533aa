@testable import FoodybiteApp
import Foundation
import SessionFeature
import TestSupport
import XCTest

final class CurrentUserStoreOwnReviewsResetDecoratorTests: XCTestCase {
    func test_load_readsTheSignedInUserWithoutForgettingAnything() async throws {
        let (sut, store, forgetting) = makeSUT(storedUser: anyUser())

        let user = try await sut.load()

        XCTAssertEqual(user, anyUser())
        XCTAssertEqual(store.messages, [.load])
        XCTAssertEqual(forgetting.count, 0)
    }

    func test_save_keepsTheUserThenForgetsTheCachedOwnReviews() async throws {
        let (sut, store, forgetting) = makeSUT()

        try await sut.save(anyUser())

        XCTAssertEqual(store.messages, [.save(anyUser())])
        XCTAssertEqual(forgetting.count, 1)
    }

    func test_clear_clearsTheUserThenForgetsTheCachedOwnReviews() async throws {
        let (sut, store, forgetting) = makeSUT()

        try await sut.clear()

        XCTAssertEqual(store.messages, [.clear])
        XCTAssertEqual(forgetting.count, 1)
    }

    func test_saveAndClear_succeedEvenWhenForgettingFails() async throws {
        let (sut, store, forgetting) = makeSUT(forgettingError: anyError())

        try await sut.save(anyUser())
        try await sut.clear()

        XCTAssertEqual(store.messages, [.save(anyUser()), .clear])
        XCTAssertEqual(forgetting.count, 2)
    }

    func test_saveAndClear_forgetNothingWhenTheStoreFails() async {
        let (sut, _, forgetting) = makeSUT(storeError: anyError())

        await assertThrowsAsync(anyError()) { try await sut.save(anyUser()) }
        await assertThrowsAsync(anyError()) { try await sut.clear() }

        XCTAssertEqual(forgetting.count, 0)
    }

    // MARK: - Helpers

    private func makeSUT(
        storedUser: User? = nil,
        storeError: (any Error)? = nil,
        forgettingError: (any Error)? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (CurrentUserStoreOwnReviewsResetDecorator, CurrentUserStoreSpy, ForgettingSpy) {
        let store = CurrentUserStoreSpy(storedUser: storedUser, error: storeError)
        let forgetting = ForgettingSpy(error: forgettingError)
        let sut = CurrentUserStoreOwnReviewsResetDecorator(decoratee: store, forgetOwnReviews: forgetting.forget)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(forgetting, file: file, line: line)
        return (sut, store, forgetting)
    }
}

private final class ForgettingSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let error: (any Error)?

    init(error: (any Error)?) {
        self.error = error
    }

    var count: Int { lock.withLock { calls } }

    @Sendable func forget() async throws {
        lock.withLock { calls += 1 }
        if let error { throw error }
    }
}
