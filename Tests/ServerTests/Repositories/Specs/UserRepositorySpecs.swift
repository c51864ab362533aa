@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// What every `UserRepository` does, whatever stores it.
/// Each behaviour runs on every store (`StoreSpecs`); its body is the `assertThat…` method below.
final class UserRepositorySpecs: StoreSpecs {
    func test_credentials_areNilForAnUnknownEmail() async throws {
        try await onEveryStore(assertThatCredentialsAreNilForAnUnknownEmail)
    }

    func test_create_storesTheUserFoundByTheirEmailInAnyCase() async throws {
        try await onEveryStore(assertThatCreateStoresTheUserFoundByTheirEmailInAnyCase)
    }

    func test_create_refusesAnEmailTakenInAnyCaseAndKeepsTheFirstUser() async throws {
        try await onEveryStore(assertThatCreateRefusesAnEmailTakenInAnyCaseAndKeepsTheFirstUser)
    }

    func test_passwordHash_isTheStoredHashAndNilForAnUnknownUser() async throws {
        try await onEveryStore(assertThatPasswordHashIsTheStoredHashAndNilForAnUnknownUser)
    }

    func test_profileImage_isTheStoredImageAndNilWithoutOne() async throws {
        try await onEveryStore(assertThatProfileImageIsTheStoredImageAndNilWithoutOne)
    }

    func test_update_replacesNameEmailAndImageAndAnswersTheStoredUser() async throws {
        try await onEveryStore(assertThatUpdateReplacesNameEmailAndImageAndAnswersTheStoredUser)
    }

    func test_update_refusesAnEmailOfAnotherUserButAcceptsTheUsersOwnInAnotherCase() async throws {
        try await onEveryStore(assertThatUpdateRefusesAnEmailOfAnotherUserButAcceptsTheUsersOwnInAnotherCase)
    }

    func test_update_throwsNotFoundForAUserWhoIsGone() async throws {
        try await onEveryStore(assertThatUpdateThrowsNotFoundForAUserWhoIsGone)
    }

    func test_replacePasswordHash_storesTheHashAndEndsEveryOtherSessionOfThatUserOnly() async throws {
        try await onEveryStore(assertThatReplacePasswordHashStoresTheHashAndEndsEveryOtherSessionOfThatUserOnly)
    }

    func test_replacePasswordHash_throwsNotFoundForAUserWhoIsGone() async throws {
        try await onEveryStore(assertThatReplacePasswordHashThrowsNotFoundForAUserWhoIsGone)
    }

    func test_delete_removesTheUserWithTheirSessionsAndReviewsAndKeepsOthers() async throws {
        try await onEveryStore(assertThatDeleteRemovesTheUserWithTheirSessionsAndReviewsAndKeepsOthers)
    }

    func test_delete_ofAUserWhoIsGoneDoesNothing() async throws {
        try await onEveryStore(assertThatDeleteOfAUserWhoIsGoneDoesNothing)
    }
}

extension UserRepositorySpecs {
    func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RepositorySet {
        try await store.makeRepositories(for: self, file: file, line: line)
    }

    func assertThatCredentialsAreNilForAnUnknownEmail() async throws {
        let sut = try await makeSUT()

        let credentials = try await sut.users.credentials(forEmail: "nobody@example.com")

        XCTAssertNil(credentials)
    }

    func assertThatCreateStoresTheUserFoundByTheirEmailInAnyCase() async throws {
        let sut = try await makeSUT()
        let image = Data([0x89, 0x50, 0x4E, 0x47])
        let user = SpecsValues.user(email: "Eve@Example.com", profileImage: image)

        try await sut.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)
        let credentials = try await sut.users.credentials(forEmail: "eve@EXAMPLE.com")

        XCTAssertEqual(credentials, UserCredentials(user: user, passwordHash: "hash-1"))
    }

    func assertThatCreateRefusesAnEmailTakenInAnyCaseAndKeepsTheFirstUser() async throws {
        let sut = try await makeSUT()
        let first = SpecsValues.user("Eve Example", email: "eve@example.com")
        try await sut.users.create(first, passwordHash: "hash-1", at: SpecsValues.now)

        await assertThrowsAsync(UserRepositoryError.emailTaken) {
            try await sut.users.create(SpecsValues.user("Mallory", email: "EVE@example.com"), passwordHash: "hash-2", at: SpecsValues.now)
        }
        let credentials = try await sut.users.credentials(forEmail: "eve@example.com")
        XCTAssertEqual(credentials, UserCredentials(user: first, passwordHash: "hash-1"))
    }

    func assertThatPasswordHashIsTheStoredHashAndNilForAnUnknownUser() async throws {
        let sut = try await makeSUT()
        let user = SpecsValues.user()
        try await sut.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)

        let stored = try await sut.users.passwordHash(forUserID: user.id)
        let unknown = try await sut.users.passwordHash(forUserID: UUID())

        XCTAssertEqual(stored, "hash-1")
        XCTAssertNil(unknown)
    }

    func assertThatProfileImageIsTheStoredImageAndNilWithoutOne() async throws {
        let sut = try await makeSUT()
        let image = Data([0xFF, 0xD8, 0xFF, 0x00])
        let withImage = SpecsValues.user(profileImage: image)
        let withoutImage = SpecsValues.user()
        try await sut.users.create(withImage, passwordHash: "hash-1", at: SpecsValues.now)
        try await sut.users.create(withoutImage, passwordHash: "hash-2", at: SpecsValues.now)

        let stored = try await sut.users.profileImage(ofUserID: withImage.id)
        let none = try await sut.users.profileImage(ofUserID: withoutImage.id)
        let unknown = try await sut.users.profileImage(ofUserID: UUID())

        XCTAssertEqual(stored, image)
        XCTAssertNil(none)
        XCTAssertNil(unknown)
    }

    func assertThatUpdateReplacesNameEmailAndImageAndAnswersTheStoredUser() async throws {
        let sut = try await makeSUT()
        let user = SpecsValues.user("Eve Example", email: "eve@example.com", profileImage: Data([1, 2, 3]))
        try await sut.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)
        let replacement = User(id: user.id, name: "Eve Renamed", email: "eve.renamed@example.com", profileImage: nil)

        let stored = try await sut.users.update(replacement)

        XCTAssertEqual(stored, replacement)
        let byNewEmail = try await sut.users.credentials(forEmail: "eve.renamed@example.com")
        let byOldEmail = try await sut.users.credentials(forEmail: "eve@example.com")
        let image = try await sut.users.profileImage(ofUserID: user.id)
        XCTAssertEqual(byNewEmail, UserCredentials(user: replacement, passwordHash: "hash-1"))
        XCTAssertNil(byOldEmail)
        XCTAssertNil(image, "an update without an image removes it")
    }

    func assertThatUpdateRefusesAnEmailOfAnotherUserButAcceptsTheUsersOwnInAnotherCase() async throws {
        let sut = try await makeSUT()
        let eve = SpecsValues.user("Eve Example", email: "eve@example.com")
        let bob = SpecsValues.user("Bob Example", email: "bob@example.com")
        try await sut.users.create(eve, passwordHash: "hash-1", at: SpecsValues.now)
        try await sut.users.create(bob, passwordHash: "hash-2", at: SpecsValues.now)

        await assertThrowsAsync(UserRepositoryError.emailTaken) {
            _ = try await sut.users.update(User(id: eve.id, name: eve.name, email: "BOB@example.com"))
        }
        let ownInCapitals = try await sut.users.update(User(id: eve.id, name: eve.name, email: "EVE@example.com"))

        XCTAssertEqual(ownInCapitals.email, "EVE@example.com")
        let bobsCredentials = try await sut.users.credentials(forEmail: "bob@example.com")
        XCTAssertEqual(bobsCredentials?.user, bob)
    }

    func assertThatUpdateThrowsNotFoundForAUserWhoIsGone() async throws {
        let sut = try await makeSUT()

        await assertThrowsAsync(UserRepositoryError.notFound) {
            _ = try await sut.users.update(SpecsValues.user())
        }
    }

    func assertThatReplacePasswordHashStoresTheHashAndEndsEveryOtherSessionOfThatUserOnly() async throws {
        let sut = try await makeSUT()
        let eve = SpecsValues.user()
        let bob = SpecsValues.user()
        try await sut.users.create(eve, passwordHash: "hash-1", at: SpecsValues.now)
        try await sut.users.create(bob, passwordHash: "hash-2", at: SpecsValues.now)
        let kept = SpecsValues.newSession(of: eve)
        let ended = SpecsValues.newSession(of: eve)
        let bobs = SpecsValues.newSession(of: bob, passwordHash: "hash-2")
        for session in [kept, ended, bobs] { try await sut.sessions.start(session) }

        try await sut.users.replacePasswordHash("hash-new", forUserID: eve.id, keepingSession: kept.id)

        let hash = try await sut.users.passwordHash(forUserID: eve.id)
        XCTAssertEqual(hash, "hash-new")
        let keptUser = try await sut.sessions.authenticatedUser(sessionID: kept.id, userID: eve.id, at: SpecsValues.now)
        let endedUser = try await sut.sessions.authenticatedUser(sessionID: ended.id, userID: eve.id, at: SpecsValues.now)
        let bobsUser = try await sut.sessions.authenticatedUser(sessionID: bobs.id, userID: bob.id, at: SpecsValues.now)
        XCTAssertNotNil(keptUser)
        XCTAssertNil(endedUser)
        XCTAssertNotNil(bobsUser)
    }

    func assertThatReplacePasswordHashThrowsNotFoundForAUserWhoIsGone() async throws {
        let sut = try await makeSUT()

        await assertThrowsAsync(UserRepositoryError.notFound) {
            try await sut.users.replacePasswordHash("hash", forUserID: UUID(), keepingSession: UUID())
        }
    }

    func assertThatDeleteRemovesTheUserWithTheirSessionsAndReviewsAndKeepsOthers() async throws {
        let sut = try await makeSUT()
        let leaving = SpecsValues.user(email: "leaving@example.com")
        let staying = SpecsValues.user(email: "staying@example.com")
        try await sut.users.create(leaving, passwordHash: "hash-1", at: SpecsValues.now)
        try await sut.users.create(staying, passwordHash: "hash-2", at: SpecsValues.now)
        let leavingSession = SpecsValues.newSession(of: leaving)
        let stayingSession = SpecsValues.newSession(of: staying, passwordHash: "hash-2")
        try await sut.sessions.start(leavingSession)
        try await sut.sessions.start(stayingSession)
        try await sut.reviews.add(SpecsValues.review(by: leaving, of: "place-1"))
        try await sut.reviews.add(SpecsValues.review(by: staying, of: "place-1"))

        try await sut.users.delete(userID: leaving.id)

        let leavingCredentials = try await sut.users.credentials(forEmail: "leaving@example.com")
        let leavingUser = try await sut.sessions.authenticatedUser(sessionID: leavingSession.id, userID: leaving.id, at: SpecsValues.now)
        let stayingUser = try await sut.sessions.authenticatedUser(sessionID: stayingSession.id, userID: staying.id, at: SpecsValues.now)
        let leavingReviews = try await sut.reviews.reviews(byAuthor: leaving.id)
        let placeReviews = try await sut.reviews.reviews(ofRestaurant: "place-1")
        XCTAssertNil(leavingCredentials)
        XCTAssertNil(leavingUser)
        XCTAssertNotNil(stayingUser)
        XCTAssertEqual(leavingReviews, [])
        XCTAssertEqual(placeReviews.map(\.authorID), [staying.id])
    }

    func assertThatDeleteOfAUserWhoIsGoneDoesNothing() async throws {
        let sut = try await makeSUT()
        let user = SpecsValues.user()
        try await sut.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)

        try await sut.users.delete(userID: UUID())

        let hash = try await sut.users.passwordHash(forUserID: user.id)
        XCTAssertEqual(hash, "hash-1")
    }
}

