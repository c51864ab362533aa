@testable import FoodybiteServer
@testable import ServerPostgres
import TestSupport
import XCTest

final class PostgresSessionRepositoryTests: XCTestCase, SessionRepositorySpecs {
    func makeSUT(file: StaticString, line: UInt) async throws -> RepositorySet {
        try await makePostgresRepositories(file: file, line: line)
    }

    func test_start_opensASessionThatAuthenticatesItsUser() async throws {
        try await assertThatStartOpensASessionThatAuthenticatesItsUser()
    }

    func test_start_refusesWhenThePasswordChangedSinceTheLoginWasChecked() async throws {
        try await assertThatStartRefusesWhenThePasswordChangedSinceTheLoginWasChecked()
    }

    func test_start_refusesWhenTheAccountIsGone() async throws {
        try await assertThatStartRefusesWhenTheAccountIsGone()
    }

    func test_start_clearsSessionsWhoseTimeIsOver() async throws {
        try await assertThatStartClearsSessionsWhoseTimeIsOver()
    }

    func test_authenticatedUser_isNilForAnotherUserAnEndedOrExpiredSessionAndShowsTheCurrentName() async throws {
        try await assertThatAuthenticatedUserIsNilForAnotherUserAnEndedOrExpiredSessionAndShowsTheCurrentName()
    }

    func test_rotate_tradesAValidTokenForItsSuccessorIssuedAtAWholeSecond() async throws {
        try await assertThatRotateTradesAValidTokenForItsSuccessorIssuedAtAWholeSecond()
    }

    func test_rotate_extendsTheSessionToTheSuccessorsExpiry() async throws {
        try await assertThatRotateExtendsTheSessionToTheSuccessorsExpiry()
    }

    func test_rotate_answersUnknownForATokenNeverIssued() async throws {
        try await assertThatRotateAnswersUnknownForATokenNeverIssued()
    }

    func test_rotate_answersExpiredForATokenPastItsTimeAndEndsItsSession() async throws {
        try await assertThatRotateAnswersExpiredForATokenPastItsTimeAndEndsItsSession()
    }

    func test_rotate_answersReusedForATokenPresentedAfterTheGracePeriodAndEndsItsSession() async throws {
        try await assertThatRotateAnswersReusedForATokenPresentedAfterTheGracePeriodAndEndsItsSession()
    }

    func test_rotate_answersARetryWithinTheGracePeriodWithTheSameSuccessor() async throws {
        try await assertThatRotateAnswersARetryWithinTheGracePeriodWithTheSameSuccessor()
    }

    func test_rotate_treatsARetryWithinTheGracePeriodAsReuseOnceTheSuccessorWasUsed() async throws {
        try await assertThatRotateTreatsARetryWithinTheGracePeriodAsReuseOnceTheSuccessorWasUsed()
    }

    func test_rotate_answersARetryOfTheLatestTradeEvenAfterEarlierRotations() async throws {
        try await assertThatRotateAnswersARetryOfTheLatestTradeEvenAfterEarlierRotations()
    }

    func test_end_endsTheSessionAndItsRefreshTokensOnly() async throws {
        try await assertThatEndEndsTheSessionAndItsRefreshTokensOnly()
    }

    func test_rotate_answersUnknownOnceTheAccountIsDeleted() async throws {
        try await assertThatRotateAnswersUnknownOnceTheAccountIsDeleted()
    }
}
