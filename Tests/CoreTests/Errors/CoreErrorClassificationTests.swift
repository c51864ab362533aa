import Core
import Shared
import XCTest

/// Core's errors say what kind of failure they are and what went wrong, and leave what to type on a
/// command line (flags, variables, commands) to the front end.
final class CoreErrorClassificationTests: XCTestCase {
    func test_httpClientErrors_areUnavailable() {
        XCTAssertEqual(HTTPClientError.cannotConnect(origin: "http://h:1").failureKind, .unavailable)
        XCTAssertEqual(HTTPClientError.timedOut(origin: "http://h:1").failureKind, .unavailable)
        XCTAssertEqual(HTTPClientError.invalidResponse(origin: "http://h:1").failureKind, .unavailable)
        XCTAssertEqual(HTTPClientError.cannotConnect(origin: "http://h:1").explanation, "Cannot reach the server at http://h:1.")
    }

    func test_remoteStoreErrors_classifyTheServersAnswer() {
        XCTAssertEqual(RemoteStoreError.unauthorized(reason: nil).failureKind, .unauthorised)
        XCTAssertEqual(RemoteStoreError.rejected(status: 403, reason: nil).failureKind, .unauthorised)
        for status in [400, 409, 413, 422] {
            XCTAssertEqual(RemoteStoreError.rejected(status: status, reason: nil).failureKind, .invalidData, "HTTP \(status)")
        }
        XCTAssertEqual(RemoteStoreError.rejected(status: 404, reason: nil).failureKind, .failed)
        XCTAssertEqual(RemoteStoreError.serverError(status: 503, reason: nil).failureKind, .unavailable)
        XCTAssertEqual(RemoteStoreError.invalidData.failureKind, .failed)
        XCTAssertEqual(RemoteStoreError.serverError(status: 503, reason: "busy").explanation, "The server failed (HTTP 503): busy")
    }

    func test_placesErrors_areUnavailableOnlyWhenTheServiceFailsIsOverItsQuotaOrIsNotServed() {
        XCTAssertEqual(PlacesError.overQueryLimit(nil).failureKind, .unavailable)
        XCTAssertEqual(PlacesError.unknownError(nil).failureKind, .unavailable)
        XCTAssertEqual(PlacesError.notServed(.new).failureKind, .unavailable, "a server without restaurants: exit 69")
        XCTAssertEqual(PlacesError.notServed(.legacy).failureKind, .unavailable)
        XCTAssertEqual(PlacesError.requestDenied(nil).failureKind, .unauthorised)
        XCTAssertEqual(PlacesError.keyMissing.failureKind, .unauthorised)
        for error in [PlacesError.invalidRequest(nil), .unexpectedStatus("ODD"), .notFound(nil)] {
            XCTAssertEqual(error.failureKind, .failed, "\(error)")
        }
    }

    func test_sessionAndFileErrors_areClassified() {
        XCTAssertEqual(AuthenticationError.notLoggedIn.failureKind, .unauthorised)
        XCTAssertEqual(AuthenticationError.sessionExpired.failureKind, .unauthorised)
        XCTAssertEqual(TokenStoreError.unreadable(path: "/c").failureKind, .unauthorised)
        XCTAssertEqual(TokenStoreError.cannotWrite(path: "/c").failureKind, .failed)
        XCTAssertEqual(FileLockError.cannotOpen(path: "/l").failureKind, .failed)
        XCTAssertEqual(FileLockError.timedOut(path: "/l").failureKind, .failed)
        XCTAssertEqual(SQLiteDatabaseError.damaged.failureKind, .invalidData)
        XCTAssertEqual(SQLiteDatabaseError.madeByNewerVersion(path: "/d").failureKind, .invalidData)
        XCTAssertEqual(SQLiteDatabaseError.cannotOpen(path: "/d", reason: "denied").failureKind, .invalidData)
        XCTAssertEqual(EndpointError.invalidBaseURL.failureKind, .invalidRequest)
    }

    func test_explanations_nameNoFlagVariableOrCommand() {
        for error in Self.everyError {
            let explanation = error.explanation
            XCTAssertFalse(explanation.isEmpty, "\(error)")
            XCTAssertFalse(explanation.contains("--"), "\(error): \(explanation)")
            XCTAssertFalse(explanation.contains("GOOGLE_") || explanation.contains("FOODYBITE_"), "\(error): \(explanation)")
            XCTAssertFalse(explanation.contains("`foodybite"), "\(error): \(explanation)")
        }
    }

    // MARK: - Helpers

    private static let everyError: [any ClassifiedError] = [
        HTTPClientError.cannotConnect(origin: "http://h:1"), HTTPClientError.timedOut(origin: "http://h:1"),
        HTTPClientError.invalidResponse(origin: "http://h:1"),
        RemoteStoreError.unauthorized(reason: nil), RemoteStoreError.rejected(status: 409, reason: "taken"),
        RemoteStoreError.serverError(status: 500, reason: nil), RemoteStoreError.invalidData,
        PlacesError.requestDenied("The provided API key is invalid."), PlacesError.keyMissing, PlacesError.invalidRequest(nil),
        PlacesError.overQueryLimit(nil), PlacesError.unknownError(nil), PlacesError.unexpectedStatus("ODD"),
        PlacesError.notFound(nil), PlacesError.notServed(.new), PlacesError.notServed(.legacy),
        AuthenticationError.notLoggedIn, AuthenticationError.sessionExpired,
        TokenStoreError.unreadable(path: "/c"), TokenStoreError.cannotWrite(path: "/c"),
        FileLockError.cannotOpen(path: "/l"), FileLockError.timedOut(path: "/l"),
        SQLiteDatabaseError.damaged, SQLiteDatabaseError.foreign, SQLiteDatabaseError.madeByNewerVersion(path: "/d"),
        SQLiteDatabaseError.cannotOpen(path: "/d", reason: "denied"),
        EndpointError.invalidBaseURL,
    ]
}
