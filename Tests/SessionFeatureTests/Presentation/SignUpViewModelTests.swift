import Foundation
import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class SignUpViewModelTests: XCTestCase {
    func test_init_callsNothing() {
        let (_, service, store) = makeSUT()

        XCTAssertEqual(service.messages, [])
        XCTAssertEqual(store.messages, [])
    }

    func test_signUp_createsTheAccountLogsInAndRemembersTheUser() async throws {
        let (sut, service, store) = makeSUT()
        let user = makeUser()
        service.loginResult = .success(user)

        let result = try await sut.signUp(name: " Ana Lima ", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: Data([7]))

        XCTAssertEqual(service.messages, [
            .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: Data([7])),
            .login(email: "ana@example.com", password: "Secret#123"),
        ])
        XCTAssertEqual(store.messages, [.save(user)])
        XCTAssertEqual(result, SignUpViewData(user: SignedInUserViewData(user), email: "ana@example.com"))
    }

    func test_signUp_refusesAWeakPasswordOrAMismatchWithoutCallingTheService() async {
        let cases: [(String, String, ValidationFailure)] = [
            ("secret", "secret", .passwordTooShort(minimum: 8)),
            ("Secret#123", "Secret#321", .passwordsDoNotMatch),
        ]
        for (password, confirmation, failure) in cases {
            let (sut, service, _) = makeSUT()

            await assertThrowsAsync(failure) {
                _ = try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: password, confirmation: confirmation, profileImage: nil)
            }
            XCTAssertEqual(service.messages, [])
        }
    }

    func test_signUp_passesTheServicesFailureOnAndDoesNotLogIn() async {
        let (sut, service, store) = makeSUT()
        service.signUpResult = .failure(SessionError.emailAlreadyRegistered(reason: nil))

        await assertThrowsAsync(SessionError.emailAlreadyRegistered(reason: nil)) {
            _ = try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)
        }
        XCTAssertEqual(service.messages.count, 1)
        XCTAssertEqual(store.messages, [])
    }

    func test_signUp_stillSucceedsWhenTheLoginAfterwardsFails() async throws {
        let (sut, service, store) = makeSUT()
        service.loginResult = .failure(anyError())

        let result = try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)

        XCTAssertEqual(result, SignUpViewData(user: nil, email: "ana@example.com"))
        XCTAssertEqual(store.messages, [])
    }

    func test_nameAndEmailFromTyped_areTrimmedOrRefused() throws {
        let (sut, _, _) = makeSUT()

        XCTAssertEqual(try sut.name(fromTyped: " Ana Lima "), "Ana Lima")
        XCTAssertEqual(try sut.email(fromTyped: " ana@example.com "), "ana@example.com")
        XCTAssertThrowsError(try sut.name(fromTyped: "Al")) { XCTAssertEqual($0 as? ValidationFailure, .nameTooShort(minimum: 3)) }
        XCTAssertThrowsError(try sut.email(fromTyped: "ana@")) { XCTAssertEqual($0 as? ValidationFailure, .invalidEmail("ana@")) }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (SignUpViewModel, SessionServiceSpy, CurrentUserStoreSpy) {
        let service = SessionServiceSpy()
        let store = CurrentUserStoreSpy()
        let sut = SignUpViewModel(signUpService: service, loginService: service, userStore: store)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service, store)
    }
}
