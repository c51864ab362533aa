import Core
import Shared
import SharedCLI
import XCTest

/// How Core's errors read on the command line: their explanation, the exit status of their kind,
/// and what to do about them in terms of flags, variables and commands.
final class CoreErrorMessagesTests: XCTestCase {
    func test_requestDenied_advisesTheNewAPIWhenTheLegacyOneIsNotEnabled() {
        let message = PlacesError.requestDenied("You're calling a legacy API, which is not enabled for your project.").userFacingMessage

        XCTAssertEqual(message.exitStatus, .noPermission)
        let hint = message.hint ?? ""
        XCTAssertTrue(hint.contains("drop --places-api legacy"), hint)
        XCTAssertFalse(hint.contains("enable \"Places API\" for"), "must not advise enabling the legacy API: \(hint)")
    }

    func test_requestDenied_advisesEnablingTheNewAPIWhenItIsDisabledForTheProject() {
        let message = PlacesError.requestDenied("Places API (New) has not been used in project 123 before or it is disabled.").userFacingMessage

        XCTAssertTrue(message.hint?.contains("Enable \"Places API (New)\"") == true, message.hint ?? "")
    }

    func test_keyMissing_namesTheEnvironmentVariableAndIsNotPermitted() {
        let message = PlacesError.keyMissing.userFacingMessage

        XCTAssertEqual(message.exitStatus, .noPermission)
        XCTAssertTrue(message.text.contains("GOOGLE_PLACES_API_KEY is not set"), message.text)
    }

    func test_notServed_saysTheServerServesNoRestaurantsAndHowToChooseASource() {
        for generation in PlacesAPIGeneration.allCases {
            let message = PlacesError.notServed(generation).userFacingMessage
            XCTAssertTrue(message.text.contains("does not serve restaurants"), message.text)
            for source in ["--places-url", "GOOGLE_PLACES_API_KEY", "built-in catalog"] {
                XCTAssertTrue(message.hint?.contains(source) == true, "\(generation): \(message.hint ?? "")")
            }
        }
        XCTAssertTrue(PlacesError.notServed(.new).userFacingMessage.hint?.contains("--places-api legacy") == true)
    }

    func test_requestDenied_pointsAtTheKeyWhenItIsInvalid() {
        let message = PlacesError.requestDenied("The provided API key is invalid.").userFacingMessage

        XCTAssertTrue(message.hint?.contains("GOOGLE_PLACES_API_KEY") == true)
    }

    func test_overQueryLimitAndUnknownError_meanTheServiceIsUnavailable() {
        XCTAssertEqual(PlacesError.overQueryLimit(nil).userFacingMessage.exitStatus, .unavailable)
        XCTAssertEqual(PlacesError.unknownError(nil).userFacingMessage.exitStatus, .unavailable)
    }

    func test_remoteStoreErrors_exitWithTheStatusOfTheirKind() {
        XCTAssertEqual(ErrorPresenter.message(for: RemoteStoreError.unauthorized(reason: nil)).exitStatus, .noPermission)
        XCTAssertEqual(ErrorPresenter.message(for: RemoteStoreError.rejected(status: 403, reason: nil)).exitStatus, .noPermission)
        XCTAssertEqual(ErrorPresenter.message(for: RemoteStoreError.rejected(status: 409, reason: nil)).exitStatus, .dataError)
        XCTAssertEqual(ErrorPresenter.message(for: RemoteStoreError.serverError(status: 500, reason: nil)).exitStatus, .unavailable)
    }

    func test_cannotConnect_namesTheFlagsThatChooseTheServer() {
        let message = ErrorPresenter.message(for: HTTPClientError.cannotConnect(origin: "http://127.0.0.1:9"))

        XCTAssertEqual(message, UserFacingMessage(
            "Cannot reach the server at http://127.0.0.1:9.",
            hint: "Check that it is running and the URL is right (--server / --places-url).",
            exitStatus: .unavailable
        ))
    }

    func test_notLoggedIn_saysHowToLogInWhicheverLayerNoticedIt() {
        let expected = UserFacingMessage("You are not logged in.", hint: "Log in with `foodybite session login --email EMAIL`.", exitStatus: .noPermission)

        XCTAssertEqual(ErrorPresenter.message(for: AuthenticationError.notLoggedIn), expected)
        XCTAssertEqual(ErrorPresenter.message(for: NotLoggedInError()), expected)
    }

    func test_fileErrors_pointAtTheDataFolderFlag() {
        for error: any Error in [TokenStoreError.cannotWrite(path: "/c"), FileLockError.cannotOpen(path: "/l"), SQLiteDatabaseError.cannotOpen(path: "/d", reason: "denied")] {
            XCTAssertTrue(ErrorPresenter.message(for: error).hint?.contains("--data-dir") == true, "\(error)")
        }
    }

    func test_everyCoreError_readsAsItsExplanationExceptTheMissingKeyWhichNamesItsVariable() {
        let errors: [any ClassifiedError] = [
            HTTPClientError.timedOut(origin: "http://h:1"), RemoteStoreError.invalidData, PlacesError.notFound(nil),
            AuthenticationError.sessionExpired, TokenStoreError.unreadable(path: "/c"), FileLockError.timedOut(path: "/l"),
            SQLiteDatabaseError.damaged, EndpointError.invalidBaseURL,
        ]
        for error in errors {
            let message = ErrorPresenter.message(for: error)
            XCTAssertEqual(message.text, error.explanation)
            XCTAssertEqual(message.exitStatus, ExitStatus(error.failureKind))
        }
    }
}
