import AccountFeature
@testable import FoodybiteApp
import SessionFeature
import TestSupport
import XCTest

final class SessionUserAccountStoreAdapterTests: XCTestCase {
    func test_load_givesTheSignedInUserAsAnAccount() async throws {
        let user = anyUser()
        let sut = SessionUserAccountStoreAdapter(userStore: CurrentUserStoreSpy(storedUser: user))

        let account = try await sut.load()

        XCTAssertEqual(account, Account(id: user.id, name: user.name, email: user.email, profileImage: user.profileImage))
    }

    func test_load_isNilWhenNobodyIsSignedIn() async throws {
        let sut = SessionUserAccountStoreAdapter(userStore: CurrentUserStoreSpy(storedUser: nil))

        let account = try await sut.load()

        XCTAssertNil(account)
    }

    func test_save_keepsTheAccountAsTheSignedInUser() async throws {
        let store = CurrentUserStoreSpy()
        let sut = SessionUserAccountStoreAdapter(userStore: store)
        let user = anyUser()

        try await sut.save(Account(id: user.id, name: user.name, email: user.email, profileImage: user.profileImage))

        XCTAssertEqual(store.messages, [.save(user)])
    }

    func test_clear_clearsTheSignedInUser() async throws {
        let store = CurrentUserStoreSpy()
        let sut = SessionUserAccountStoreAdapter(userStore: store)

        try await sut.clear()

        XCTAssertEqual(store.messages, [.clear])
    }

    func test_everyMessage_passesTheStoresFailureOn() async {
        let sut = SessionUserAccountStoreAdapter(userStore: CurrentUserStoreSpy(error: anyError()))
        let user = anyUser()

        await assertThrowsAsync(anyError()) { _ = try await sut.load() }
        await assertThrowsAsync(anyError()) { try await sut.save(Account(id: user.id, name: user.name, email: user.email, profileImage: nil)) }
        await assertThrowsAsync(anyError()) { try await sut.clear() }
    }
}
