import Shared
import XCTest

final class ErrorPresenterTests: XCTestCase {
    func test_message_usesTheMessageOfAUserFacingError() {
        let message = ErrorPresenter.message(for: FriendlyError())

        XCTAssertEqual(message, UserFacingMessage("friendly", hint: "do this", exitStatus: .unavailable))
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

    private struct FriendlyError: UserFacingError {
        var userFacingMessage: UserFacingMessage { UserFacingMessage("friendly", hint: "do this", exitStatus: .unavailable) }
    }

    private struct SecretCarryingError: Error {
        let secret: String
    }
}
