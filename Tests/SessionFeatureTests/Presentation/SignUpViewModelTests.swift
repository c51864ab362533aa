import Foundation
import SessionFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class SignUpViewModelTests: XCTestCase {
    func test_init_startsIdleWithoutCallingAnything() {
        let (sut, service, store) = makeSUT()

        XCTAssertEqual(sut.state, .idle)
        XCTAssertEqual(service.messages, [])
        XCTAssertEqual(store.messages, [])
    }

    func test_signUp_createsTheAccountLogsInAndRemembersTheUser() async {
        let (sut, service, store) = makeSUT()
        let user = makeUser()
        service.loginResult = .success(user)

        await sut.signUp(name: " Ana Lima ", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: Data([7]))

        XCTAssertEqual(service.messages, [
            .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: Data([7])),
            .login(email: "ana@example.com", password: "Secret#123"),
        ])
        XCTAssertEqual(store.messages, [.save(user)])
        XCTAssertEqual(sut.state, .loaded(SignUpViewData(user: SignedInUserViewData(user), email: "ana@example.com")))
    }

    func test_signUp_failsWithUsageStatusForAShortNameWithoutCallingTheService() async {
        let (sut, service, _) = makeSUT()

        await sut.signUp(name: "Al", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)

        XCTAssertEqual(sut.state, .failed(ValidationFailure.nameTooShort(minimum: 3).message(exitStatus: .usage)))
        XCTAssertEqual(service.messages, [])
    }

    func test_signUp_failsWithUsageStatusForAMalformedEmail() async {
        let (sut, service, _) = makeSUT()

        await sut.signUp(name: "Ana Lima", email: "ana@", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)

        XCTAssertEqual(sut.state, .failed(ValidationFailure.invalidEmail("ana@").message(exitStatus: .usage)))
        XCTAssertEqual(service.messages, [])
    }

    func test_signUp_failsWithDataErrorForAWeakPasswordOrAMismatch() async {
        let cases: [(String, String, ValidationFailure)] = [
            ("secret", "secret", .passwordTooShort(minimum: 8)),
            ("Secret#123", "Secret#321", .passwordsDoNotMatch),
        ]
        for (password, confirmation, failure) in cases {
            let (sut, service, _) = makeSUT()

            await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: password, confirmation: confirmation, profileImage: nil)

            XCTAssertEqual(sut.state, .failed(failure.message(exitStatus: .dataError)))
            XCTAssertEqual(service.messages, [])
        }
    }

    func test_signUp_showsTheServicesFailureAndDoesNotLogIn() async {
        let (sut, service, store) = makeSUT()
        service.signUpResult = .failure(SessionError.emailAlreadyRegistered(reason: nil))

        await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)

        XCTAssertEqual(sut.state, .failed(SessionError.emailAlreadyRegistered(reason: nil).userFacingMessage))
        XCTAssertEqual(service.messages.count, 1)
        XCTAssertEqual(store.messages, [])
    }

    func test_signUp_stillSucceedsWhenTheLoginAfterwardsFails() async {
        let (sut, service, store) = makeSUT()
        service.loginResult = .failure(anyError())

        await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", confirmation: "Secret#123", profileImage: nil)

        XCTAssertEqual(sut.state, .loaded(SignUpViewData(user: nil, email: "ana@example.com")))
        XCTAssertEqual(store.messages, [])
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
