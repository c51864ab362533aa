import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class LogoutViewModelTests: XCTestCase {
    func test_logout_endsTheSessionAndForgetsTheUser() async {
        let service = SessionServiceSpy()
        let store = CurrentUserStoreSpy(stored: makeUser())
        let sut = LogoutViewModel(logoutService: service, userStore: store)

        await sut.logout()

        XCTAssertEqual(service.messages, [.logout])
        XCTAssertEqual(store.messages, [.clear])
        XCTAssertEqual(sut.state, .loaded(.loggedOutEverywhere))
    }

    func test_logout_reportsAFailureAndKeepsTheUser() async {
        let service = SessionServiceSpy()
        service.logoutResult = .failure(UserFacingMessage("disk full"))
        let store = CurrentUserStoreSpy(stored: makeUser())
        let sut = LogoutViewModel(logoutService: service, userStore: store)

        await sut.logout()

        XCTAssertEqual(sut.state, .failed(UserFacingMessage("disk full")))
        XCTAssertEqual(store.messages, [])
    }
}

@MainActor
final class WhoAmIViewModelTests: XCTestCase {
    func test_load_showsTheSignedInUser() async {
        let user = makeUser()
        let sut = WhoAmIViewModel(userStore: CurrentUserStoreSpy(stored: user))

        await sut.load()

        XCTAssertEqual(sut.state, .loaded(SignedInUserViewData(user)))
    }

    func test_load_failsWithNoPermissionWhenNobodyIsLoggedIn() async {
        let sut = WhoAmIViewModel(userStore: CurrentUserStoreSpy(stored: nil))

        await sut.load()

        XCTAssertEqual(sut.state, .failed(WhoAmIViewModel.notLoggedIn))
        XCTAssertEqual(WhoAmIViewModel.notLoggedIn.exitStatus, .noPermission)
    }
}
