@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// What every `SessionRepository` does, whatever stores it: sessions, refresh-token rotation, reuse
/// Each behaviour runs on every store (`StoreSpecs`); its body is the `assertThat…` method below.
final class SessionRepositorySpecs: StoreSpecs {
    func test_start_opensASessionThatAuthenticatesItsUser() async throws {
        try await onEveryStore(assertThatStartOpensASessionThatAuthenticatesItsUser)
    }

    func test_start_refusesWhenThePasswordChangedSinceTheLoginWasChecked() async throws {
        try await onEveryStore(assertThatStartRefusesWhenThePasswordChangedSinceTheLoginWasChecked)
    }

    func test_start_refusesWhenTheAccountIsGone() async throws {
        try await onEveryStore(assertThatStartRefusesWhenTheAccountIsGone)
    }

    func test_start_clearsSessionsWhoseTimeIsOver() async throws {
        try await onEveryStore(assertThatStartClearsSessionsWhoseTimeIsOver)
    }

    func test_authenticatedUser_isNilForAnotherUserAnEndedOrExpiredSessionAndShowsTheCurrentName() async throws {
        try await onEveryStore(assertThatAuthenticatedUserIsNilForAnotherUserAnEndedOrExpiredSessionAndShowsTheCurrentName)
    }

    func test_rotate_tradesAValidTokenForItsSuccessorIssuedAtAWholeSecond() async throws {
        try await onEveryStore(assertThatRotateTradesAValidTokenForItsSuccessorIssuedAtAWholeSecond)
    }

    func test_rotate_extendsTheSessionToTheSuccessorsExpiry() async throws {
        try await onEveryStore(assertThatRotateExtendsTheSessionToTheSuccessorsExpiry)
    }

    func test_rotate_answersUnknownForATokenNeverIssued() async throws {
        try await onEveryStore(assertThatRotateAnswersUnknownForATokenNeverIssued)
    }

    func test_rotate_answersExpiredForATokenPastItsTimeAndEndsItsSession() async throws {
        try await onEveryStore(assertThatRotateAnswersExpiredForATokenPastItsTimeAndEndsItsSession)
    }

    func test_rotate_answersReusedForATokenPresentedAfterTheGracePeriodAndEndsItsSession() async throws {
        try await onEveryStore(assertThatRotateAnswersReusedForATokenPresentedAfterTheGracePeriodAndEndsItsSession)
    }

    func test_rotate_answersARetryWithinTheGracePeriodWithTheSameSuccessor() async throws {
        try await onEveryStore(assertThatRotateAnswersARetryWithinTheGracePeriodWithTheSameSuccessor)
    }

    func test_rotate_treatsARetryWithinTheGracePeriodAsReuseOnceTheSuccessorWasUsed() async throws {
        try await onEveryStore(assertThatRotateTreatsARetryWithinTheGracePeriodAsReuseOnceTheSuccessorWasUsed)
    }

    func test_rotate_answersARetryOfTheLatestTradeEvenAfterEarlierRotations() async throws {
        try await onEveryStore(assertThatRotateAnswersARetryOfTheLatestTradeEvenAfterEarlierRotations)
    }

    func test_end_endsTheSessionAndItsRefreshTokensOnly() async throws {
        try await onEveryStore(assertThatEndEndsTheSessionAndItsRefreshTokensOnly)
    }

    func test_rotate_answersUnknownOnceTheAccountIsDeleted() async throws {
        try await onEveryStore(assertThatRotateAnswersUnknownOnceTheAccountIsDeleted)
    }
}

extension SessionRepositorySpecs {
    func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RepositorySet {
        try await store.makeRepositories(for: self, file: file, line: line)
    }

    private var grace: TimeInterval { 10 }

    func assertThatStartOpensASessionThatAuthenticatesItsUser() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user)

        try await sut.sessions.start(session)

        let caller = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now)
        XCTAssertEqual(caller, AuthenticatedUser(id: user.id, name: user.name, email: user.email, sessionID: session.id))
    }

    func assertThatStartRefusesWhenThePasswordChangedSinceTheLoginWasChecked() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, passwordHash: "an older hash")

        await assertThrowsAsync(SessionRepositoryError.credentialsChanged) {
            try await sut.sessions.start(session)
        }
        let caller = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now)
        XCTAssertNil(caller)
    }

    func assertThatStartRefusesWhenTheAccountIsGone() async throws {
        let sut = try await makeSUT()

        await assertThrowsAsync(SessionRepositoryError.credentialsChanged) {
            try await sut.sessions.start(SpecsValues.newSession(of: SpecsValues.user()))
        }
    }

    func assertThatStartClearsSessionsWhoseTimeIsOver() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let old = SpecsValues.newSession(of: user, token: "old-token", lifetime: 60)
        try await sut.sessions.start(old)

        try await sut.sessions.start(SpecsValues.newSession(of: user, at: SpecsValues.now.addingTimeInterval(60)))

        let rotation = try await rotate(sut, "old-token", at: SpecsValues.now.addingTimeInterval(61))
        XCTAssertEqual(rotation, .unknown, "the expired session and its token are gone, not merely expired")
    }

    func assertThatAuthenticatedUserIsNilForAnotherUserAnEndedOrExpiredSessionAndShowsTheCurrentName() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, lifetime: 60)
        try await sut.sessions.start(session)
        _ = try await sut.users.update(User(id: user.id, name: "Eve Renamed", email: user.email))

        let renamed = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now)
        let otherUser = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: UUID(), at: SpecsValues.now)
        let expired = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now.addingTimeInterval(60))
        try await sut.sessions.end(sessionID: session.id)
        let ended = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now)

        XCTAssertEqual(renamed?.name, "Eve Renamed")
        XCTAssertNil(otherUser)
        XCTAssertNil(expired)
        XCTAssertNil(ended)
    }

    func assertThatRotateTradesAValidTokenForItsSuccessorIssuedAtAWholeSecond() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, token: "token-1")
        try await sut.sessions.start(session)
        let tradedAt = SpecsValues.now.addingTimeInterval(30.75)

        let rotation = try await rotate(sut, "token-1", successor: "token-2", salt: "salt-2", at: tradedAt)

        let caller = AuthenticatedUser(id: user.id, name: user.name, email: user.email, sessionID: session.id)
        XCTAssertEqual(rotation, .rotated(RefreshTokenSuccessor(user: caller, salt: "salt-2", issuedAt: SpecsValues.now.addingTimeInterval(30))))
        let next = try await rotate(sut, "token-2", successor: "token-3", at: tradedAt.addingTimeInterval(60))
        guard case .rotated = next else { return XCTFail("the successor trades in turn: \(next)") }
    }

    func assertThatRotateExtendsTheSessionToTheSuccessorsExpiry() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, token: "token-1", lifetime: 60)
        try await sut.sessions.start(session)

        _ = try await rotate(sut, "token-1", successor: "token-2", at: SpecsValues.now.addingTimeInterval(30), lifetime: 600)

        let later = SpecsValues.now.addingTimeInterval(300)
        let caller = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: later)
        XCTAssertNotNil(caller, "the session lives as long as its newest refresh token")
    }

    func assertThatRotateAnswersUnknownForATokenNeverIssued() async throws {
        let (sut, user) = try await makeSUTWithUser()
        try await sut.sessions.start(SpecsValues.newSession(of: user, token: "token-1"))

        let rotation = try await rotate(sut, "never-issued", at: SpecsValues.now)

        XCTAssertEqual(rotation, .unknown)
    }

    func assertThatRotateAnswersExpiredForATokenPastItsTimeAndEndsItsSession() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, token: "token-1", lifetime: 60)
        try await sut.sessions.start(session)

        let rotation = try await rotate(sut, "token-1", at: SpecsValues.now.addingTimeInterval(60))
        let again = try await rotate(sut, "token-1", at: SpecsValues.now.addingTimeInterval(61))

        XCTAssertEqual(rotation, .expired)
        XCTAssertEqual(again, .unknown, "the session ended with its expired token")
    }

    func assertThatRotateAnswersReusedForATokenPresentedAfterTheGracePeriodAndEndsItsSession() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, token: "token-1")
        try await sut.sessions.start(session)
        _ = try await rotate(sut, "token-1", successor: "token-2", at: SpecsValues.now)

        let replay = try await rotate(sut, "token-1", at: SpecsValues.now.addingTimeInterval(grace))

        XCTAssertEqual(replay, .reused)
        let caller = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now.addingTimeInterval(grace))
        let successor = try await rotate(sut, "token-2", at: SpecsValues.now.addingTimeInterval(grace))
        XCTAssertNil(caller, "a replay ends the whole session")
        XCTAssertEqual(successor, .unknown, "the thief's (or the owner's) successor dies with the session")
    }

    func assertThatRotateAnswersARetryWithinTheGracePeriodWithTheSameSuccessor() async throws {
        let (sut, user) = try await makeSUTWithUser()
        try await sut.sessions.start(SpecsValues.newSession(of: user, token: "token-1"))
        let first = try await rotate(sut, "token-1", successor: "token-2", salt: "salt-2", at: SpecsValues.now)

        let retry = try await rotate(sut, "token-1", successor: "token-other", salt: "salt-other", at: SpecsValues.now.addingTimeInterval(grace - 1))

        XCTAssertEqual(retry, first, "same salt and issue time, so the client gets the very same pair")
        let successor = try await rotate(sut, "token-2", successor: "token-3", at: SpecsValues.now.addingTimeInterval(grace - 1))
        let other = try await rotate(sut, "token-other", at: SpecsValues.now.addingTimeInterval(grace - 1))
        guard case .rotated = successor else { return XCTFail("the successor of the first trade is still valid: \(successor)") }
        XCTAssertEqual(other, .unknown, "the retry stored no second successor")
    }

    func assertThatRotateTreatsARetryWithinTheGracePeriodAsReuseOnceTheSuccessorWasUsed() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let session = SpecsValues.newSession(of: user, token: "token-1")
        try await sut.sessions.start(session)
        _ = try await rotate(sut, "token-1", successor: "token-2", at: SpecsValues.now)
        _ = try await rotate(sut, "token-2", successor: "token-3", at: SpecsValues.now.addingTimeInterval(1))

        let late = try await rotate(sut, "token-1", at: SpecsValues.now.addingTimeInterval(2))

        XCTAssertEqual(late, .reused)
        let caller = try await sut.sessions.authenticatedUser(sessionID: session.id, userID: user.id, at: SpecsValues.now.addingTimeInterval(2))
        XCTAssertNil(caller)
    }

    func assertThatRotateAnswersARetryOfTheLatestTradeEvenAfterEarlierRotations() async throws {
        let (sut, user) = try await makeSUTWithUser()
        try await sut.sessions.start(SpecsValues.newSession(of: user, token: "token-1"))
        _ = try await rotate(sut, "token-1", successor: "token-2", salt: "salt-2", at: SpecsValues.now)
        let second = try await rotate(sut, "token-2", successor: "token-3", salt: "salt-3", at: SpecsValues.now.addingTimeInterval(1))

        let retry = try await rotate(sut, "token-2", successor: "token-x", salt: "salt-x", at: SpecsValues.now.addingTimeInterval(2))

        XCTAssertEqual(retry, second)
    }

    func assertThatEndEndsTheSessionAndItsRefreshTokensOnly() async throws {
        let (sut, user) = try await makeSUTWithUser()
        let ended = SpecsValues.newSession(of: user, token: "ended-token")
        let other = SpecsValues.newSession(of: user, token: "other-token")
        try await sut.sessions.start(ended)
        try await sut.sessions.start(other)

        try await sut.sessions.end(sessionID: ended.id)

        let endedRotation = try await rotate(sut, "ended-token", at: SpecsValues.now)
        let otherCaller = try await sut.sessions.authenticatedUser(sessionID: other.id, userID: user.id, at: SpecsValues.now)
        XCTAssertEqual(endedRotation, .unknown)
        XCTAssertNotNil(otherCaller, "other devices stay logged in")
    }

    func assertThatRotateAnswersUnknownOnceTheAccountIsDeleted() async throws {
        let (sut, user) = try await makeSUTWithUser()
        try await sut.sessions.start(SpecsValues.newSession(of: user, token: "token-1"))

        try await sut.users.delete(userID: user.id)

        let rotation = try await rotate(sut, "token-1", at: SpecsValues.now)
        XCTAssertEqual(rotation, .unknown)
    }

    // MARK: - Helpers

    private func makeSUTWithUser(file: StaticString = #filePath, line: UInt = #line) async throws -> (RepositorySet, User) {
        let sut = try await makeSUT(file: file, line: line)
        let user = SpecsValues.user()
        try await sut.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)
        return (sut, user)
    }

    private func rotate(
        _ sut: RepositorySet,
        _ token: String,
        successor: String = UUID().uuidString,
        salt: String = UUID().uuidString,
        at date: Date,
        lifetime: TimeInterval = 3_600
    ) async throws -> RefreshTokenRotation {
        try await sut.sessions.rotate(
            tokenHash: token,
            successorSalt: salt,
            successorHash: successor,
            successorExpiresAt: date.addingTimeInterval(lifetime),
            at: date,
            retryGracePeriod: grace
        )
    }
}
