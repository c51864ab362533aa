import Foundation
import XCTest
@testable import FoodybiteServer

final class PostgresUserRepositoryTests: XCTestCase {
    func test_create_storesTheUserFoundByEmailInAnyCase() async throws {
        let (sut, _) = try await makeSUT()
        let user = User(id: UUID(), name: "Eve", email: "Eve@Example.com", profileImage: Data([1, 2, 3]))

        try await sut.create(user, passwordHash: "hash", at: Date(timeIntervalSince1970: 1_700_000_000))

        let found = try await sut.credentials(forEmail: "eve@example.COM")
        XCTAssertEqual(found, UserCredentials(user: user, passwordHash: "hash"))
        let image = try await sut.profileImage(ofUserID: user.id)
        XCTAssertEqual(image, Data([1, 2, 3]))
    }

    func test_create_refusesAnEmailTakenInAnotherCase() async throws {
        let (sut, _) = try await makeSUT()
        try await sut.create(anyUser(email: "eve@example.com"), passwordHash: "hash", at: Date())

        await assertThrows(UserRepositoryError.emailTaken) {
            try await sut.create(self.anyUser(email: "EVE@example.com"), passwordHash: "hash", at: Date())
        }
    }

    func test_create_letsExactlyOneOfManyInstancesSigningUpTheSameEmailAtOnceWin() async throws {
        let (sut, schema) = try await makeSUT()
        var instances: [PostgresUserRepository] = [sut]
        for _ in 1..<4 {
            instances.append(PostgresUserRepository(database: try await schema.openDatabase(on: self)))
        }

        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for instance in instances {
                let user = anyUser(email: "eve@example.com")
                group.addTask {
                    (try? await instance.create(user, passwordHash: "hash", at: Date())) != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        XCTAssertEqual(outcomes.filter { $0 }.count, 1)
    }

    func test_update_replacesNameEmailAndImage() async throws {
        let (sut, _) = try await makeSUT()
        let user = anyUser(email: "eve@example.com")
        try await sut.create(user, passwordHash: "hash", at: Date())
        let renamed = User(id: user.id, name: "Eve B.", email: "eve.b@example.com", profileImage: nil)

        let stored = try await sut.update(renamed)

        XCTAssertEqual(stored, renamed)
        let found = try await sut.credentials(forEmail: "eve.b@example.com")
        XCTAssertEqual(found?.user, renamed)
    }

    func test_update_refusesAnotherUsersEmailAndAMissingUser() async throws {
        let (sut, _) = try await makeSUT()
        let eve = anyUser(email: "eve@example.com")
        try await sut.create(eve, passwordHash: "hash", at: Date())
        try await sut.create(anyUser(email: "bob@example.com"), passwordHash: "hash", at: Date())

        await assertThrows(UserRepositoryError.emailTaken) {
            _ = try await sut.update(User(id: eve.id, name: "Eve", email: "BOB@example.com", profileImage: nil))
        }
        await assertThrows(UserRepositoryError.notFound) {
            _ = try await sut.update(self.anyUser(email: "nobody@example.com"))
        }
    }

    func test_replacePasswordHash_endsEveryOtherSessionOfTheUser() async throws {
        let (sut, schema) = try await makeSUT()
        let database = try await schema.openDatabase(on: self)
        let sessions = PostgresSessionRepository(database: database)
        let user = anyUser(email: "eve@example.com")
        try await sut.create(user, passwordHash: "old", at: Date())
        let kept = try await startSession(of: user, passwordHash: "old", in: sessions)
        let ended = try await startSession(of: user, passwordHash: "old", in: sessions)

        try await sut.replacePasswordHash("new", forUserID: user.id, keepingSession: kept)

        let passwordHash = try await sut.passwordHash(forUserID: user.id)
        XCTAssertEqual(passwordHash, "new")
        let keptUser = try await sessions.authenticatedUser(sessionID: kept, userID: user.id, at: Date())
        let endedUser = try await sessions.authenticatedUser(sessionID: ended, userID: user.id, at: Date())
        XCTAssertNotNil(keptUser)
        XCTAssertNil(endedUser)
    }

    func test_delete_removesTheUserTheirSessionsAndReviewsFromTheRatingTotals() async throws {
        let (sut, schema) = try await makeSUT()
        let database = try await schema.openDatabase(on: self)
        let reviews = PostgresReviewRepository(database: database)
        let eve = anyUser(email: "eve@example.com")
        let bob = anyUser(email: "bob@example.com")
        try await sut.create(eve, passwordHash: "hash", at: Date())
        try await sut.create(bob, passwordHash: "hash", at: Date())
        try await reviews.add(NewReview(id: UUID(), authorID: eve.id, restaurantID: "place-1", text: "Fine", stars: 1, createdAt: Date()))
        try await reviews.add(NewReview(id: UUID(), authorID: bob.id, restaurantID: "place-1", text: "Great", stars: 5, createdAt: Date()))

        try await sut.delete(userID: eve.id)

        let found = try await sut.credentials(forEmail: "eve@example.com")
        XCTAssertNil(found)
        let left = try await reviews.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(left.map(\.authorID), [bob.id])
        let totals = try await PostgresTestQueries.ratingTotals(of: "place-1", in: database)
        XCTAssertEqual(totals?.count, 1)
        XCTAssertEqual(totals?.stars, 5)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresUserRepository, PostgresTestSchema) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        return (PostgresUserRepository(database: try await schema.openDatabase(on: self)), schema)
    }

    private func anyUser(email: String) -> User {
        User(id: UUID(), name: "Someone", email: email, profileImage: nil)
    }

    private func startSession(of user: User, passwordHash: String, in sessions: PostgresSessionRepository) async throws -> UUID {
        let id = UUID()
        try await sessions.start(NewSession(
            id: id, userID: user.id, refreshTokenHash: RefreshToken.hash(RefreshToken.generate()), createdAt: Date(),
            expiresAt: Date().addingTimeInterval(3_600), verifiedPasswordHash: passwordHash
        ))
        return id
    }

    private func assertThrows<E: Error & Equatable>(
        _ expected: E, file: StaticString = #filePath, line: UInt = #line, _ work: @escaping () async throws -> Void
    ) async {
        do {
            try await work()
            XCTFail("Expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? E, expected, file: file, line: line)
        }
    }
}
