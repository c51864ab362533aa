import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class LogoutViewModelTests: XCTestCase {
    func test_logout_endsTheSessionForgetsTheUserAndSaysHow() async throws {
        let service = SessionServiceSpy()
        let store = CurrentUserStoreSpy(stored: makeUser())
        let sut = LogoutViewModel(logoutService: service, userStore: store)

        let outcome = try await sut.logout()

        XCTAssertEqual(service.messages, [.logout])
        XCTAssertEqual(store.messages, [.clear])
        XCTAssertEqual(outcome, .loggedOutEverywhere)
    }

    func test_logout_passesAFailureOnAndKeepsTheUser() async {
        let service = SessionServiceSpy()
        service.logoutResult = .failure(anyError())
        let store = CurrentUserStoreSpy(stored: makeUser())
        let sut = LogoutViewModel(logoutService: service, userStore: store)

        await assertThrowsAsync(anyError()) { _ = try await sut.logout() }
        XCTAssertEqual(store.messages, [])
    }
}

@MainActor
final class WhoAmIViewModelTests: XCTestCase {
    func test_load_isTheSignedInUser() async throws {
        let user = makeUser()
        let sut = WhoAmIViewModel(userStore: CurrentUserStoreSpy(stored: user))

        let signedIn = try await sut.load()

        XCTAssertEqual(signedIn, SignedInUserViewData(user))
    }

    func test_load_failsAsUnauthorisedWhenNobodyIsLoggedIn() async {
        let sut = WhoAmIViewModel(userStore: CurrentUserStoreSpy(stored: nil))

        await assertThrowsAsync(NotLoggedInError()) { _ = try await sut.load() }
    }
}
