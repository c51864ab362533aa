import Shared
import SharedCLI
import XCTest

final class ErrorPresenterTests: XCTestCase {
    func test_message_usesTheMessageOfAUserFacingError() {
        let message = ErrorPresenter.message(for: FriendlyError())

        XCTAssertEqual(message, UserFacingMessage("friendly", hint: "do this", exitStatus: .unavailable))
    }

    func test_message_saysAClassifiedErrorsExplanationWithTheStatusOfItsKind() {
        for kind in FailureKind.allCases {
            let message = ErrorPresenter.message(for: FailureMessage("It went wrong.", kind: kind))

            XCTAssertEqual(message, UserFacingMessage("It went wrong.", exitStatus: ExitStatus(kind)))
        }
    }

    func test_message_isAGenericFailureForUnknownErrorsWithoutTheirDetails() {
        let message = ErrorPresenter.message(for: SecretCarryingError(secret: "s3cr3t"))

        XCTAssertEqual(message.exitStatus, .failure)
        XCTAssertFalse(message.text.contains("s3cr3t"))
    }

    func test_render_putsTheHintOnItsOwnLine() {
        let text = ErrorPresenter.render(UserFacingMessage("It broke.", hint: "Try again."), style: .plain)

        XCTAssertEqual(text, "Error: It broke.\nTry again.\n")
    }

    func test_initForAClassifiedError_takesItsExplanationAndTheStatusOfItsKind() {
        let message = UserFacingMessage(FailureMessage("Nobody answered.", kind: .unavailable), hint: "Try again.")

        XCTAssertEqual(message, UserFacingMessage("Nobody answered.", hint: "Try again.", exitStatus: .unavailable))
    }

    // MARK: - Helpers

    private struct FriendlyError: UserFacingError {
        var userFacingMessage: UserFacingMessage { UserFacingMessage("friendly", hint: "do this", exitStatus: .unavailable) }
    }

    private struct SecretCarryingError: Error {
        let secret: String
    }
}
