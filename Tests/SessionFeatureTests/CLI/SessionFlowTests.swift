import Foundation
import SessionFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The Session flows as built by the builder: coordinator, view model and view together, with the
/// ports replaced by spies and the terminal by buffers.
@MainActor
final class SessionFlowTests: XCTestCase {
    func test_login_readsThePasswordFromStdinAndPrintsWhoIsLoggedIn() async throws {
        let (sut, service, _, terminal) = makeSUT(input: ScriptedInput(lines: ["Secret#123"]))

        try await sut.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: true)).start()

        XCTAssertEqual(service.messages, [.login(email: "ana@example.com", password: "Secret#123")])
        XCTAssertEqual(terminal.output.text, "Logged in as Ana Lima <ana@example.com>.\n")
    }

    func test_login_asksForThePasswordWithAHiddenPromptOnATerminal() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(secrets: ["Secret#123"]))

        try await sut.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: false)).start()

        XCTAssertEqual(terminal.input.prompts, ["Password: "])
        XCTAssertEqual(service.messages, [.login(email: "ana@example.com", password: "Secret#123")])
    }

    func test_login_refusesToPromptWithoutATerminalAndSendsNothing() async throws {
        let (sut, service, _, _) = makeSUT(interactive: false)

        await assertThrowsAsync({
            try await sut.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: false)).start()
        }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .usage)
            XCTAssertTrue(ErrorPresenter.message(for: error).hint?.contains("--password-stdin") == true)
        })
        XCTAssertEqual(service.messages, [])
    }

    func test_login_asksForTheEmailWhenNoneWasGivenThenThePassword() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(lines: ["ana@example.com"], secrets: ["Secret#123"]))

        try await sut.buildLoginModule(with: LoginInput(email: nil, passwordFromStandardInput: false)).start()

        XCTAssertTrue(terminal.errors.text.contains("Email: "), terminal.errors.text)
        XCTAssertEqual(terminal.input.prompts, ["Password: "])
        XCTAssertEqual(service.messages, [.login(email: "ana@example.com", password: "Secret#123")])
    }

    func test_login_quitsTheInteractiveFlowOnQAtTheEmailAndSignUpAtTheName() async throws {
        let (login, loginService, _, _) = makeSUT(interactive: true, input: ScriptedInput(lines: ["q"], secrets: ["Secret#123"]))
        let (signUp, signUpService, _, _) = makeSUT(interactive: true, input: ScriptedInput(lines: ["quit"], secrets: ["Secret#123"]))

        await assertThrowsAsync(QuitRequested()) { try await login.buildLoginModule(with: LoginInput(email: nil, passwordFromStandardInput: false)).start() }
        await assertThrowsAsync(QuitRequested()) {
            try await signUp.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()
        }

        XCTAssertEqual(loginService.messages, [])
        XCTAssertEqual(signUpService.messages, [])
    }

    func test_login_checksATypedEmailBeforeAskingForThePassword() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(lines: ["nope"], secrets: ["Secret#123"]))

        await assertThrowsAsync(ValidationFailure.invalidEmail("nope")) {
            try await sut.buildLoginModule(with: LoginInput(email: nil, passwordFromStandardInput: false)).start()
        }
        XCTAssertEqual(terminal.input.prompts, [])
        XCTAssertEqual(service.messages, [])
    }

    func test_login_goesBackWithoutAnythingWhenNoEmailIsTyped() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(lines: [""]))

        try await sut.buildLoginModule(with: LoginInput(email: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(terminal.input.prompts, [])
        XCTAssertEqual(service.messages, [])
    }

    func test_login_throwsTheFailureForWrongCredentials() async throws {
        let (sut, service, _, terminal) = makeSUT(input: ScriptedInput(lines: ["wrong"]))
        service.loginResult = .failure(SessionError.invalidCredentials)

        await assertThrowsAsync(SessionError.invalidCredentials) {
            try await sut.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: true)).start()
        }
        XCTAssertEqual(terminal.output.text, "")
    }

    func test_signUp_asksForThePasswordTwiceOnATerminal() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(secrets: ["Secret#123", "Secret#123"]))

        try await sut.buildSignUpModule(with: SignUpInput(name: "Ana Lima", email: "ana@example.com", profileImagePath: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(terminal.input.prompts, ["Choose a password: ", "Repeat the password: "])
        XCTAssertEqual(service.messages.first, .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: nil))
        XCTAssertEqual(terminal.output.text, "Account created for ana@example.com; logged in as Ana Lima.\n")
    }

    func test_signUp_asksForTheNameAndEmailWhenNoneWereGiven() async throws {
        let (sut, service, _, _) = makeSUT(interactive: true, input: ScriptedInput(lines: [" Ana Lima ", "ana@example.com"], secrets: ["Secret#123", "Secret#123"]))

        try await sut.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(service.messages.first, .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: nil))
    }

    func test_signUp_asksATypedNameOrEmailAgainUntilItIsAcceptedAndGivesUpOnEnter() async throws {
        let (sut, service, _, terminal) = makeSUT(
            interactive: true, input: ScriptedInput(lines: ["Al", "Ana Lima", "not-an-email", "ana@example.com"], secrets: ["Secret#123", "Secret#123"])
        )
        let (givesUp, givesUpService, _, _) = makeSUT(interactive: true, input: ScriptedInput(lines: ["Al", ""]))

        try await sut.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()
        try await givesUp.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(service.messages.first, .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: nil))
        XCTAssertEqual(terminal.errors.text.components(separatedBy: "Name: ").count - 1, 2, terminal.errors.text)
        XCTAssertEqual(terminal.errors.text.components(separatedBy: "Email: ").count - 1, 2, terminal.errors.text)
        XCTAssertEqual(givesUpService.messages, [])
    }

    func test_signUp_asksThePasswordsAgainWhenTheyDifferOrAreRefused() async throws {
        let (sut, service, _, terminal) = makeSUT(
            interactive: true,
            input: ScriptedInput(lines: ["Ana Lima", "ana@example.com"], secrets: ["Secret#123", "Secret#124", "short", "short", "Secret#123", "Secret#123"])
        )

        try await sut.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(service.messages.first, .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: nil))
        XCTAssertEqual(terminal.input.prompts.filter { $0 == "Choose a password: " }.count, 3)
    }

    func test_signUp_asksAnotherEmailWhenTheTypedOneIsAlreadyRegistered() async throws {
        let (sut, service, _, terminal) = makeSUT(
            interactive: true, input: ScriptedInput(lines: ["Ana Lima", "taken@example.com", "ana@example.com"], secrets: ["Secret#123", "Secret#123"])
        )
        service.signUpResults = [.failure(SessionError.emailAlreadyRegistered(reason: nil)), .success(())]

        try await sut.buildSignUpModule(with: SignUpInput(name: nil, email: nil, profileImagePath: nil, passwordFromStandardInput: false)).start()

        XCTAssertEqual(service.messages.filter { if case .signUp = $0 { true } else { false } }.count, 2)
        XCTAssertTrue(terminal.errors.text.contains("already exists"), terminal.errors.text)
        XCTAssertTrue(terminal.output.text.contains("Account created for ana@example.com"), terminal.output.text)
    }

    func test_signUp_readsTheProfileImageFile() async throws {
        let image = try makeTemporaryDirectory().appendingPathComponent("me.png")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        try png.write(to: image)
        let (sut, service, _, _) = makeSUT(input: ScriptedInput(lines: ["Secret#123"]))

        try await sut.buildSignUpModule(with: SignUpInput(name: "Ana Lima", email: "ana@example.com", profileImagePath: image.path, passwordFromStandardInput: true)).start()

        XCTAssertEqual(service.messages.first, .signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: png))
    }

    func test_signUp_failsWithDataErrorForAProfileImageThatIsNotAnImage() async throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: file)
        let (sut, service, _, _) = makeSUT(input: ScriptedInput(lines: ["Secret#123"]))

        await assertThrowsAsync({
            try await sut.buildSignUpModule(with: SignUpInput(name: "Ana Lima", email: "ana@example.com", profileImagePath: file.path, passwordFromStandardInput: true)).start()
        }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .dataError)
        })
        XCTAssertEqual(service.messages, [])
    }

    func test_whoAmI_printsTheContractsJSON() async throws {
        let (sut, _, _, terminal) = makeSUT(json: true, storedUser: makeUser())

        try await sut.buildWhoAmIModule().start()

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: String])
        XCTAssertEqual(object, ["id": "6F1C9A2E-3B7D-4E8A-9C1F-2A3B4C5D6E7F", "name": "Ana Lima", "email": "ana@example.com"])
    }

    func test_whoAmI_printsNameEmailAndIdForPeople() async throws {
        let (sut, _, _, terminal) = makeSUT(storedUser: makeUser())

        try await sut.buildWhoAmIModule().start()

        XCTAssertEqual(terminal.output.lines, ["Ana Lima <ana@example.com>", "id: 6F1C9A2E-3B7D-4E8A-9C1F-2A3B4C5D6E7F"])
    }

    func test_logout_saysWhenTheServerCouldNotBeTold() async throws {
        let (sut, service, store, terminal) = makeSUT(storedUser: makeUser())
        service.logoutResult = .success(.loggedOutLocallyOnly)

        try await sut.buildLogoutModule().start()

        XCTAssertEqual(terminal.output.text, "Logged out on this machine.\n")
        XCTAssertTrue(terminal.errors.text.contains("could not be reached"))
        XCTAssertNil(store.stored)
    }

    // MARK: - Helpers

    func test_views_printEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let hostileUser = makeUser(name: HostileText.value, email: HostileText.value)
            let (sut, service, _, terminal) = makeSUT(json: json, input: ScriptedInput(lines: ["Secret#123"]), storedUser: hostileUser)
            service.loginResult = .success(hostileUser)

            try await sut.buildLoginModule(with: LoginInput(email: "ana@example.com", passwordFromStandardInput: true)).start()
            try await sut.buildWhoAmIModule().start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    private func makeSUT(
        json: Bool = false,
        interactive: Bool = false,
        input: ScriptedInput = ScriptedInput(),
        storedUser: User? = nil
    ) -> (SessionModuleBuilder, SessionServiceSpy, CurrentUserStoreSpy, TestConsole) {
        let terminal = TestConsole(json: json, interactive: interactive, input: input)
        let service = SessionServiceSpy()
        service.loginResult = .success(makeUser())
        let store = CurrentUserStoreSpy(stored: storedUser)
        let sut = SessionModuleBuilder(signUpService: service, loginService: service, logoutService: service, userStore: store, console: terminal.console)
        return (sut, service, store, terminal)
    }
}
