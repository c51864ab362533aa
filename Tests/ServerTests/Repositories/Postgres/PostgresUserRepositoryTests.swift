@testable import FoodybiteServer
@testable import ServerPostgres
import TestSupport
import XCTest

final class PostgresUserRepositoryTests: XCTestCase, UserRepositorySpecs {
    func makeSUT(file: StaticString, line: UInt) async throws -> RepositorySet {
        try await makePostgresRepositories(file: file, line: line)
    }

    func test_credentials_areNilForAnUnknownEmail() async throws {
        try await assertThatCredentialsAreNilForAnUnknownEmail()
    }

    func test_create_storesTheUserFoundByTheirEmailInAnyCase() async throws {
        try await assertThatCreateStoresTheUserFoundByTheirEmailInAnyCase()
    }

    func test_create_refusesAnEmailTakenInAnyCaseAndKeepsTheFirstUser() async throws {
        try await assertThatCreateRefusesAnEmailTakenInAnyCaseAndKeepsTheFirstUser()
    }

    func test_passwordHash_isTheStoredHashAndNilForAnUnknownUser() async throws {
        try await assertThatPasswordHashIsTheStoredHashAndNilForAnUnknownUser()
    }

    func test_profileImage_isTheStoredImageAndNilWithoutOne() async throws {
        try await assertThatProfileImageIsTheStoredImageAndNilWithoutOne()
    }

    func test_update_replacesNameEmailAndImageAndAnswersTheStoredUser() async throws {
        try await assertThatUpdateReplacesNameEmailAndImageAndAnswersTheStoredUser()
    }

    func test_update_refusesAnEmailOfAnotherUserButAcceptsTheUsersOwnInAnotherCase() async throws {
        try await assertThatUpdateRefusesAnEmailOfAnotherUserButAcceptsTheUsersOwnInAnotherCase()
    }

    func test_update_throwsNotFoundForAUserWhoIsGone() async throws {
        try await assertThatUpdateThrowsNotFoundForAUserWhoIsGone()
    }

    func test_replacePasswordHash_storesTheHashAndEndsEveryOtherSessionOfThatUserOnly() async throws {
        try await assertThatReplacePasswordHashStoresTheHashAndEndsEveryOtherSessionOfThatUserOnly()
    }

    func test_replacePasswordHash_throwsNotFoundForAUserWhoIsGone() async throws {
        try await assertThatReplacePasswordHashThrowsNotFoundForAUserWhoIsGone()
    }

    func test_delete_removesTheUserWithTheirSessionsAndReviewsAndKeepsOthers() async throws {
        try await assertThatDeleteRemovesTheUserWithTheirSessionsAndReviewsAndKeepsOthers()
    }

    func test_delete_ofAUserWhoIsGoneDoesNothing() async throws {
        try await assertThatDeleteOfAUserWhoIsGoneDoesNothing()
    }
}
