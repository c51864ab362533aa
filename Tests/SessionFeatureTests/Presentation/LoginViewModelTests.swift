import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class LoginViewModelTests: XCTestCase {
    func test_login_logsInAndRemembersTheUser() async {
        let (sut, service, store) = makeSUT()
        let user = makeUser()
        service.loginResult = .success(user)

        await sut.login(email: "ana@example.com", password: "Secret#123")

        XCTAssertEqual(service.messages, [.login(email: "ana@example.com", password: "Secret#123")])
        XCTAssertEqual(store.messages, [.save(user)])
        XCTAssertEqual(sut.state, .loaded(SignedInUserViewData(user)))
    }

    func test_login_failsWithUsageStatusForAMalformedEmailWithoutCallingTheService() async {
        let (sut, service, _) = makeSUT()

        await sut.login(email: "not-an-email", password: "x")

        XCTAssertEqual(sut.state, .failed(ValidationFailure.invalidEmail("not-an-email").message(exitStatus: .usage)))
        XCTAssertEqual(service.messages, [])
    }

    func test_login_failsForAnEmptyPassword() async {
        let (sut, service, _) = makeSUT()

        await sut.login(email: "ana@example.com", password: "")

        XCTAssertEqual(sut.state, .failed(ValidationFailure.emptyPassword.message(exitStatus: .dataError)))
        XCTAssertEqual(service.messages, [])
    }

    func test_login_failsWithNoPermissionForWrongCredentials() async {
        let (sut, service, store) = makeSUT()
        service.loginResult = .failure(SessionError.invalidCredentials)

        await sut.login(email: "ana@example.com", password: "wrong")

        XCTAssertEqual(sut.state, .failed(UserFacingMessage("The email or password is incorrect.", exitStatus: .noPermission)))
        XCTAssertEqual(store.messages, [])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (LoginViewModel, SessionServiceSpy, CurrentUserStoreSpy) {
        let service = SessionServiceSpy()
        let store = CurrentUserStoreSpy()
        let sut = LoginViewModel(loginService: service, userStore: store)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service, store)
    }
}
