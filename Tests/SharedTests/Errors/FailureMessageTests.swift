import Shared
import XCTest

final class FailureMessageTests: XCTestCase {
    func test_initDescribing_keepsAClassifiedErrorsWordsAndKind() {
        let failure = FailureMessage(describing: OfflineError())

        XCTAssertEqual(failure, FailureMessage("The service is offline.", kind: .unavailable))
    }

    func test_initDescribing_saysACancelledRequestWasCancelled() {
        let failure = FailureMessage(describing: CancellationError())

        XCTAssertEqual(failure, FailureMessage("Cancelled.", kind: .failed))
    }

    func test_initDescribing_namesOnlyTheTypeOfAnUnknownErrorNeverItsDetails() {
        let failure = FailureMessage(describing: SecretCarryingError(secret: "s3cr3t"))

        XCTAssertEqual(failure.failureKind, .failed)
        XCTAssertTrue(failure.explanation.contains("SecretCarryingError"), failure.explanation)
        XCTAssertFalse(failure.explanation.contains("s3cr3t"), failure.explanation)
    }

    func test_initDescribing_saysAWiringMistakeIsInternal() {
        let failure = FailureMessage(describing: DependencyResolutionError.notRegistered(typeName: "Greeting"))

        XCTAssertEqual(failure.failureKind, .failed)
        XCTAssertTrue(failure.explanation.hasPrefix("Internal wiring error: "), failure.explanation)
        XCTAssertTrue(failure.explanation.contains("Greeting"), failure.explanation)
    }

    func test_notLoggedIn_isAnUnauthorisedFailure() {
        XCTAssertEqual(FailureMessage(describing: NotLoggedInError()), FailureMessage("You are not logged in.", kind: .unauthorised))
    }

    // MARK: - Helpers

    private struct OfflineError: ClassifiedError {
        var failureKind: FailureKind { .unavailable }
        var explanation: String { "The service is offline." }
    }

    private struct SecretCarryingError: Error {
        let secret: String
    }
}
