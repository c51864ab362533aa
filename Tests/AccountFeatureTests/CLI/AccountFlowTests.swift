import AccountFeature
import ArgumentParser
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class AccountFlowTests: XCTestCase {
    nonisolated func test_parse_refusesBothANewAndNoProfileImage() {
        XCTAssertThrowsError(try AccountCommand.parseAsRoot(["update", "--profile-image", "a.png", "--remove-profile-image"])) { error in
            XCTAssertEqual(AccountCommand.exitCode(for: error), .validationFailure)
        }
    }

    nonisolated func test_parse_refusesAnUpdateWithNothingToChange() {
        XCTAssertThrowsError(try AccountCommand.parseAsRoot(["update"])) { error in
            XCTAssertEqual(AccountCommand.exitCode(for: error), .validationFailure)
            XCTAssertTrue(AccountCommand.message(for: error).contains("Nothing to update. Pass --name, --email, --profile-image or --remove-profile-image."), AccountCommand.message(for: error))
        }
    }

    nonisolated func test_parse_refusesAnInvalidNewNameOrEmail() {
        for (arguments, expected) in [(["update", "--email", "nope"], "'nope' is not a valid email address."), (["update", "--name", "Al"], "at least 3 characters")] {
            XCTAssertThrowsError(try AccountCommand.parseAsRoot(arguments)) { error in
                XCTAssertEqual(AccountCommand.exitCode(for: error), .validationFailure)
                XCTAssertTrue(AccountCommand.message(for: error).contains(expected), AccountCommand.message(for: error))
            }
        }
    }

    nonisolated func test_parse_acceptsGlobalOptionsAfterEachSubcommand() {
        for arguments in [["update", "--name", "Ana B"], ["change-password", "--password-stdin"], ["delete", "--yes"]] {
            XCTAssertNoThrow(try AccountCommand.parseAsRoot(arguments + ["--json", "--data-dir", "/tmp/x"]), "\(arguments)")
        }
    }

    func test_changePassword_readsTwoLinesFromStdin() async throws {
        let (sut, service, _, terminal) = makeSUT(input: ScriptedInput(lines: ["Old#1234", "New#1234"]))

        try await sut.buildChangePasswordModule(passwordFromStandardInput: true).start()

        XCTAssertEqual(service.messages, [.changePassword(current: "Old#1234", new: "New#1234")])
        XCTAssertTrue(terminal.output.text.contains("Password changed"))
    }

    func test_changePassword_failsWithDataErrorWhenStdinHasOneLine() async throws {
        let (sut, service, _, _) = makeSUT(input: ScriptedInput(lines: ["Old#1234"]))

        await assertThrowsAsync({
            try await sut.buildChangePasswordModule(passwordFromStandardInput: true).start()
        }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .dataError)
        })
        XCTAssertEqual(service.messages, [])
    }

    func test_changePassword_asksThreeTimesOnATerminal() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(secrets: ["Old#1234", "New#1234", "New#1234"]))

        try await sut.buildChangePasswordModule(passwordFromStandardInput: false).start()

        XCTAssertEqual(terminal.input.prompts, ["Current password: ", "New password: ", "Repeat the new password: "])
        XCTAssertEqual(service.messages, [.changePassword(current: "Old#1234", new: "New#1234")])
    }

    func test_delete_refusesWithoutATerminalOrYes() async throws {
        let (sut, service, _, _) = makeSUT(interactive: false)

        await assertThrowsAsync(UserFacingMessage("Deleting an account cannot be undone.", hint: "Run it on a terminal to confirm, or pass --yes.", exitStatus: .usage)) {
            try await sut.buildDeleteModule(confirmed: false).start()
        }
        XCTAssertEqual(service.messages, [])
    }

    func test_delete_asksOnATerminalAndSaysNothingWasDeletedWithoutFailingWhenTheAnswerIsNo() async throws {
        let (sut, service, store, terminal) = makeSUT(interactive: true, input: ScriptedInput(lines: ["n"]))

        try await sut.buildDeleteModule(confirmed: false).start()

        XCTAssertTrue(terminal.errors.text.contains("Delete the account ana@example.com"))
        XCTAssertEqual(terminal.output.text, "Nothing was deleted.\n")
        XCTAssertEqual(service.messages, [])
        XCTAssertNotNil(store.stored)
    }

    func test_delete_deletesAfterAYesOnATerminal() async throws {
        let (sut, service, _, terminal) = makeSUT(interactive: true, input: ScriptedInput(lines: ["yes"]))

        try await sut.buildDeleteModule(confirmed: false).start()

        XCTAssertEqual(service.messages, [.delete])
        XCTAssertTrue(terminal.output.text.contains("deleted"))
    }

    func test_update_printsTheAccountAsJSON() async throws {
        let (sut, _, _, terminal) = makeSUT(json: true)

        try await sut.buildUpdateModule(with: UpdateAccountInput(name: "Ana Maria", email: nil, profileImagePath: nil, removesProfileImage: false)).start()

        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: String])
        XCTAssertEqual(object, ["id": "0B7E3F4A-1C2D-4E5F-8A9B-0C1D2E3F4A5B", "name": "Ana Maria", "email": "ana@example.com"])
    }

    func test_update_printsEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let (sut, _, _, terminal) = makeSUT(json: json)

            try await sut.buildUpdateModule(with: UpdateAccountInput(name: HostileText.value, email: HostileText.value, profileImagePath: nil, removesProfileImage: false)).start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    func test_update_explainsThatTheProfileImageMakesTheUpdateTooLargeAndHowToRemoveIt() async throws {
        let (sut, service, _, _) = makeSUT()
        service.updateError = AccountError.profileImageTooLarge(bytes: 14_000)

        await assertThrowsAsync({
            try await sut.buildUpdateModule(with: UpdateAccountInput(name: "Ana Maria", email: nil, profileImagePath: nil, removesProfileImage: false)).start()
        }, inspect: { error in
            let message = ErrorPresenter.message(for: error)
            XCTAssertEqual(message.text, "The server refuses requests this large, and your profile image (14 KB), which every update sends again, makes this one too big.")
            XCTAssertEqual(message.hint, "Remove the image with `foodybite account update --remove-profile-image`, or set a smaller one with --profile-image FILE.")
            XCTAssertEqual(message.exitStatus, .dataError)
        })
    }

    // MARK: - Helpers

    private func makeSUT(json: Bool = false, interactive: Bool = false, input: ScriptedInput = ScriptedInput()) -> (AccountModuleBuilder, AccountServiceSpy, SignedInAccountStoreSpy, TestConsole) {
        let terminal = TestConsole(json: json, interactive: interactive, input: input)
        let service = AccountServiceSpy()
        let store = SignedInAccountStoreSpy(stored: makeAccount())
        let sut = AccountModuleBuilder(accountService: service, changePasswordService: service, accountStore: store, console: terminal.console)
        return (sut, service, store, terminal)
    }
}
