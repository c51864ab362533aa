import Foundation
@testable import FoodybiteApp
import AccountFeature
import SessionFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class AccountMenuCoordinatorTests: XCTestCase {
    func test_start_quitsTheInteractiveFlowOnQWhenLoggedIn() async {
        let (sut, session) = makeSUT(user: User(id: UUID(), name: "Ana", email: "ana@example.com", profileImage: nil), lines: ["q"])

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(session.built, [])
    }

    func test_start_quitsTheInteractiveFlowOnQuitWhenLoggedOut() async {
        let (sut, session) = makeSUT(user: nil, lines: ["quit", "l"])

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(session.built, [])
    }

    func test_start_logsOutOnO() async throws {
        let (sut, session) = makeSUT(user: User(id: UUID(), name: "Ana", email: "ana@example.com", profileImage: nil), lines: ["o"])

        try await sut.start()

        XCTAssertEqual(session.built, ["logout"])
    }

    func test_start_letsTheSessionFlowsAskForTheEmailAndName() async throws {
        let (login, loginSession) = makeSUT(user: nil, lines: ["l"])
        let (signUp, signUpSession) = makeSUT(user: nil, lines: ["s"])

        try await login.start()
        try await signUp.start()

        XCTAssertEqual(loginSession.loginInputs, [LoginInput(email: nil, passwordFromStandardInput: false)])
        XCTAssertEqual(signUpSession.signUpInputs, [SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)])
    }

    func test_start_offersEveryAccountActionToSomeoneLoggedIn() async throws {
        let ana = User(id: UUID(), name: "Ana", email: "ana@example.com", profileImage: nil)
        var built: [String] = []
        for choice in ["p", "d", "o"] {
            let (sut, modules) = makeSUT(user: ana, lines: [choice])
            try await sut.start()
            built += modules.built
        }
        let (update, updateModules) = makeSUT(user: ana, lines: ["u", "Ana Maria", "", "-"])
        try await update.start()
        let (nothing, nothingModules) = makeSUT(user: ana, lines: ["u", "", "", ""])
        try await nothing.start()

        XCTAssertEqual(built, ["password", "delete", "logout"])
        XCTAssertEqual(updateModules.updateInputs, [UpdateAccountInput(name: "Ana Maria", email: nil, profileImagePath: nil, removesProfileImage: true)])
        XCTAssertEqual(nothingModules.built, [], "Enter everywhere changes nothing")
    }

    func test_ensureLoggedIn_asksNothingOfSomeoneLoggedInAndOffersLogInOrSignUpOtherwise() async throws {
        let (loggedIn, loggedInSession) = makeSUT(user: User(id: UUID(), name: "Ana", email: "ana@example.com", profileImage: nil), lines: [])
        let (loggedOut, loggedOutSession) = makeSUT(user: nil, lines: ["l"])

        let alreadyIn = try await loggedIn.ensureLoggedIn("Writing a review needs an account.")
        let stillOut = try await loggedOut.ensureLoggedIn("Writing a review needs an account.")

        XCTAssertTrue(alreadyIn)
        XCTAssertEqual(loggedInSession.loginInputs, [])
        XCTAssertFalse(stillOut, "the stub store still has nobody after the login flow")
        XCTAssertEqual(loggedOutSession.loginInputs, [LoginInput(email: nil, passwordFromStandardInput: false)])
    }

    func test_logIn_asksEvenWhenASessionIsStored() async throws {
        let (sut, session) = makeSUT(user: User(id: UUID(), name: "Ana", email: "ana@example.com", profileImage: nil), lines: ["l"])

        let loggedIn = try await sut.logIn("Your session has ended.")

        XCTAssertTrue(loggedIn)
        XCTAssertEqual(session.loginInputs, [LoginInput(email: nil, passwordFromStandardInput: false)])
    }

    // MARK: - Helpers

    private func makeSUT(user: User?, lines: [String], file: StaticString = #filePath, line: UInt = #line) -> (AccountMenuCoordinator, SessionModulesSpy) {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: lines))
        let session = SessionModulesSpy()
        let sut = AccountMenuCoordinator(console: terminal.console, userStore: UserStoreStub(user: user), session: session, account: session)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, session)
    }
}

private struct UserStoreStub: CurrentUserStore {
    let user: User?

    func load() async throws -> User? { user }
    func save(_ user: User) async throws {}
    func clear() async throws {}
}

@MainActor
private final class SessionModulesSpy: SessionModuleBuildable, AccountModuleBuildable {
    private(set) var built: [String] = []
    private(set) var loginInputs: [LoginInput] = []
    private(set) var signUpInputs: [SignUpInput] = []

    func buildSignUpModule(with input: SignUpInput) throws -> Module<Void> {
        signUpInputs.append(input)
        return module("signup")
    }

    func buildLoginModule(with input: LoginInput) throws -> Module<Void> {
        loginInputs.append(input)
        return module("login")
    }
    func buildLogoutModule() throws -> Module<Void> { module("logout") }
    func buildWhoAmIModule() throws -> Module<Void> { module("whoami") }

    private(set) var updateInputs: [UpdateAccountInput] = []

    func buildUpdateModule(with input: UpdateAccountInput) throws -> Module<Void> {
        updateInputs.append(input)
        return module("update")
    }

    func buildChangePasswordModule(passwordFromStandardInput: Bool) throws -> Module<Void> { module("password") }
    func buildDeleteModule(confirmed: Bool) throws -> Module<Void> { module(confirmed ? "delete!" : "delete") }

    private func module(_ name: String) -> Module<Void> {
        built.append(name)
        return Module(coordinator: NoStep())
    }
}

@MainActor
private final class NoStep: Coordinating {
    func start() async throws {}
}
