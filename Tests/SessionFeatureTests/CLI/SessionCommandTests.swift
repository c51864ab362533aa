import ArgumentParser
@testable import SessionFeature
import XCTest

final class SessionCommandTests: XCTestCase {
    func test_parse_readsSignUpFlagsAndGlobalOptionsAfterTheSubcommand() throws {
        let command = try XCTUnwrap(SessionCommand.parseAsRoot(["signup", "--name", "Ana Lima", "--email", "ana@example.com", "--profile-image", "me.png", "--password-stdin", "--json"]) as? SignUpCommand)

        XCTAssertEqual(command.name, "Ana Lima")
        XCTAssertEqual(command.email, "ana@example.com")
        XCTAssertEqual(command.profileImage, "me.png")
        XCTAssertTrue(command.passwordFromStandardInput)
        XCTAssertTrue(command.global.json)
    }

    func test_parse_requiresTheEmailToLogIn() {
        XCTAssertThrowsError(try SessionCommand.parseAsRoot(["login"])) { error in
            XCTAssertEqual(SessionCommand.exitCode(for: error), .validationFailure)
        }
    }

    func test_parse_refusesAMalformedEmailAsAUsageError() {
        for arguments in [["login", "--email", "nope"], ["signup", "--name", "Ana Lima", "--email", "ana@"]] {
            XCTAssertThrowsError(try SessionCommand.parseAsRoot(arguments)) { error in
                XCTAssertEqual(SessionCommand.exitCode(for: error), .validationFailure)
                XCTAssertTrue(SessionCommand.message(for: error).contains("is not a valid email address"), SessionCommand.message(for: error))
            }
        }
    }

    func test_parse_refusesANameTooShortAsAUsageError() {
        XCTAssertThrowsError(try SessionCommand.parseAsRoot(["signup", "--name", "Al", "--email", "ana@example.com"])) { error in
            XCTAssertEqual(SessionCommand.exitCode(for: error), .validationFailure)
            XCTAssertTrue(SessionCommand.message(for: error).contains("at least 3 characters"), SessionCommand.message(for: error))
        }
    }

    func test_parse_neverTakesAPasswordAsAFlagValue() {
        XCTAssertThrowsError(try SessionCommand.parseAsRoot(["login", "--email", "a@b.co", "--password", "Secret#123"]))
    }

    func test_help_listsTheFourSubcommands() {
        let help = SessionCommand.helpMessage()

        for subcommand in ["signup", "login", "logout", "whoami"] {
            XCTAssertTrue(help.contains(subcommand), help)
        }
    }
}
