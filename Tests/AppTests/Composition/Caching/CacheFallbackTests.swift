import Core
@testable import FoodybiteApp
import Foundation
import Shared
import TestSupport
import XCTest

final class CacheFallbackTests: XCTestCase {
    func test_answer_isTheCachedOneWhenTheServerCannotBeReached() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

        let answer = try await CacheFallback.answer(
            primary: { throw HTTPClientError.cannotConnect(origin: "http://h:1") },
            secondary: { Sourced("cached", origin: .cache(savedAt: savedAt)) }
        )

        XCTAssertEqual(answer, Sourced("cached", origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))
    }

    func test_answer_isTheCachedOneWhenTheServerFails() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

        let answer = try await CacheFallback.answer(
            primary: { throw RemoteStoreError.serverError(status: 503, reason: nil) },
            secondary: { Sourced("cached", origin: .cache(savedAt: savedAt)) }
        )

        XCTAssertEqual(answer, Sourced("cached", origin: .cache(savedAt: savedAt, reason: "The server failed (HTTP 503).")))
    }

    func test_answer_passesOnFailuresThatAreAnAnswerInThemselves() async {
        let refusals: [any Error] = [
            AuthenticationError.notLoggedIn,
            RemoteStoreError.rejected(status: 404, reason: nil),
            PlacesError.requestDenied("key refused"),
            anyError(),
        ]
        for refusal in refusals {
            var askedTheCache = false

            await assertThrowsAsync {
                _ = try await CacheFallback.answer(
                    primary: { () async throws -> Sourced<String> in throw refusal },
                    secondary: { askedTheCache = true; return Sourced("cached", origin: .cache(savedAt: Date())) }
                )
            } inspect: { error in
                XCTAssertEqual(String(describing: error), String(describing: refusal))
            }
            XCTAssertFalse(askedTheCache, "\(refusal) must not be hidden behind the cache")
        }
    }

    func test_answer_neverAnswersACancelledRequestFromTheCache() async {
        var askedTheCache = false

        await assertThrowsAsync {
            _ = try await CacheFallback.answer(
                primary: { () async throws -> Sourced<String> in throw CancellationError() },
                secondary: { askedTheCache = true; return Sourced("cached", origin: .cache(savedAt: Date())) }
            )
        } inspect: { error in
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertFalse(askedTheCache)
    }

    func test_answer_throwsThePrimaryErrorWhenNothingIsCached() async {
        await assertThrowsAsync(HTTPClientError.timedOut(origin: "http://h:1")) {
            _ = try await CacheFallback.answer(
                primary: { () async throws -> Sourced<String> in throw HTTPClientError.timedOut(origin: "http://h:1") },
                secondary: { throw anyError() }
            )
        }
    }
}
