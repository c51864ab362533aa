import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class LoginViewModelTests: XCTestCase {
    func test_login_logsInRemembersTheUserAndReturnsThem() async throws {
        let (sut, service, store) = makeSUT()
        let user = makeUser()
        service.loginResult = .success(user)

        let loggedIn = try await sut.login(email: " ana@example.com ", password: "Secret#123")

        XCTAssertEqual(service.messages, [.login(email: "ana@example.com", password: "Secret#123")])
        XCTAssertEqual(store.messages, [.save(user)])
        XCTAssertEqual(loggedIn, SignedInUserViewData(user))
    }

    func test_login_refusesAnEmptyPasswordWithoutCallingTheService() async {
        let (sut, service, _) = makeSUT()

        await assertThrowsAsync(ValidationFailure.emptyPassword) { _ = try await sut.login(email: "ana@example.com", password: "") }
        XCTAssertEqual(service.messages, [])
    }

    func test_login_passesWrongCredentialsOnAndRemembersNobody() async {
        let (sut, service, store) = makeSUT()
        service.loginResult = .failure(SessionError.invalidCredentials)

        await assertThrowsAsync(SessionError.invalidCredentials) { _ = try await sut.login(email: "ana@example.com", password: "wrong") }
        XCTAssertEqual(store.messages, [])
    }

    func test_emailFromTyped_isTheTrimmedEmailOrWhyItIsRefused() throws {
        let (sut, _, _) = makeSUT()

        XCTAssertEqual(try sut.email(fromTyped: " ana@example.com "), "ana@example.com")
        XCTAssertThrowsError(try sut.email(fromTyped: "not-an-email")) { error in
            XCTAssertEqual(error as? ValidationFailure, .invalidEmail("not-an-email"))
        }
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
