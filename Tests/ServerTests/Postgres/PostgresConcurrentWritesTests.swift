@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ReviewsDomain
@testable import ServerPostgres
import XCTest

/// Several instances, each with its own connections, writing the same rows at the same moment: the
/// database decides, and the outcome is what one instance writing them in turn would give.
final class PostgresConcurrentWritesTests: XCTestCase {
    func test_create_letsExactlyOneOfManyInstancesSigningUpTheSameEmailAtOnceWin() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        var instances: [PostgresUserRepository] = []
        for _ in 0..<4 {
            instances.append(PostgresUserRepository(database: try await schema.openDatabase(on: self)))
        }

        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for instance in instances {
                let user = User(id: UUID(), name: "Eve", email: "eve@example.com", profileImage: nil)
                group.addTask {
                    (try? await instance.create(user, passwordHash: "hash", at: Date())) != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        XCTAssertEqual(outcomes.filter { $0 }.count, 1)
    }

    func test_rotate_tradesATokenPresentedThroughManyInstancesAtOnceExactlyOnce() async throws {
        // Given one token and several instances, each with its own connections
        let (sut, user, schema) = try await makeSessions()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)
        var instances: [PostgresSessionRepository] = [sut]
        for _ in 1..<6 {
            instances.append(PostgresSessionRepository(database: try await schema.openDatabase(on: self)))
        }
        let at = session.createdAt.addingTimeInterval(60)

        // When every instance presents it at the same moment, each with a successor of its own
        let outcomes = try await withThrowingTaskGroup(of: RefreshTokenRotation.self) { group in
            for (index, instance) in instances.enumerated() {
                group.addTask { try await Self.rotate("first", to: "successor-\(index)", in: instance, at: at, grace: 0) }
            }
            return try await group.reduce(into: [RefreshTokenRotation]()) { $0.append($1) }
        }

        // Then exactly one traded it; the first replay ended the session, so the later ones find nothing
        XCTAssertEqual(outcomes.filter { if case .rotated = $0 { true } else { false } }.count, 1, "\(outcomes)")
        XCTAssertGreaterThanOrEqual(outcomes.filter { $0 == .reused }.count, 1, "\(outcomes)")
        XCTAssertEqual(outcomes.filter { $0 == .reused || $0 == .unknown }.count, instances.count - 1, "\(outcomes)")
    }

    func test_rotate_answersParallelRetriesWithinTheGracePeriodWithOneSuccessor() async throws {
        let (sut, user, schema) = try await makeSessions()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)
        var instances: [PostgresSessionRepository] = [sut]
        for _ in 1..<6 {
            instances.append(PostgresSessionRepository(database: try await schema.openDatabase(on: self)))
        }
        let at = session.createdAt.addingTimeInterval(60)

        let outcomes = try await withThrowingTaskGroup(of: RefreshTokenRotation.self) { group in
            for (index, instance) in instances.enumerated() {
                group.addTask { try await Self.rotate("first", to: "successor-\(index)", in: instance, at: at, grace: 10) }
            }
            return try await group.reduce(into: [RefreshTokenRotation]()) { $0.append($1) }
        }

        XCTAssertEqual(Set(outcomes.map { "\($0)" }).count, 1, "every instance answers the same successor: \(outcomes)")
        guard case .rotated = outcomes[0] else { return XCTFail("Expected rotations, got \(outcomes)") }
    }

    func test_add_countsEveryReviewWrittenThroughSeveralInstancesAtOnce() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        var instances: [PostgresReviewRepository] = []
        var authors: [User] = []
        for index in 0..<4 {
            let database = try await schema.openDatabase(on: self)
            instances.append(PostgresReviewRepository(database: database))
            authors.append(try await signUp("user\(index)@example.com", in: database))
        }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<5 {
                for (index, instance) in instances.enumerated() {
                    let review = NewReview(
                        id: UUID(), authorID: authors[(index + round) % authors.count].id, restaurantID: "place-1",
                        text: "round \(round)", stars: 1 + (index + round) % 5, createdAt: date(round)
                    )
                    group.addTask { try await instance.add(review) }
                }
            }
            try await group.waitForAll()
        }

        let listed = try await instances[0].reviews(ofRestaurant: "place-1")
        let totals = try await PostgresTestQueries.ratingTotals(of: "place-1", in: schema.openDatabase(on: self))
        XCTAssertEqual(listed.count, authors.count, "one review per author")
        XCTAssertEqual(totals?.count, listed.count)
        XCTAssertEqual(totals?.stars, listed.map(\.stars).reduce(0, +))
    }

    // MARK: - Helpers

    private func makeSessions(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresSessionRepository, User, PostgresTestSchema) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        let user = User(id: UUID(), name: "Eve", email: "eve@example.com", profileImage: nil)
        try await PostgresUserRepository(database: database).create(user, passwordHash: "hash", at: Date())
        return (PostgresSessionRepository(database: database), user, schema)
    }

    private func newSession(of user: User, token: String) -> NewSession {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        return NewSession(
            id: UUID(), userID: user.id, refreshTokenHash: RefreshToken.hash(token), createdAt: start,
            expiresAt: start.addingTimeInterval(3_600), verifiedPasswordHash: "hash"
        )
    }

    private static func rotate(
        _ token: String, to successor: String, in sut: PostgresSessionRepository, at now: Date, grace: TimeInterval
    ) async throws -> RefreshTokenRotation {
        try await sut.rotate(
            tokenHash: RefreshToken.hash(token), successorSalt: "salt-\(successor)", successorHash: RefreshToken.hash(successor),
            successorExpiresAt: now.addingTimeInterval(3_600), at: now, retryGracePeriod: grace
        )
    }

    private func signUp(_ email: String, in database: PostgresServerDatabase) async throws -> User {
        let user = User(id: UUID(), name: "Name of \(email)", email: email, profileImage: nil)
        try await PostgresUserRepository(database: database).create(user, passwordHash: "hash", at: Date())
        return user
    }

    private func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: 1_800_000_000 + TimeInterval(seconds))
    }
}
