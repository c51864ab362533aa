import Foundation
import XCTest
@testable import FoodybiteServer

final class PostgresSessionRepositoryTests: XCTestCase {
    func test_start_opensASessionThatAuthenticatesItsUserUntilItExpires() async throws {
        let (sut, user, _) = try await makeSUT()
        let session = newSession(of: user, token: "first")

        try await sut.start(session)

        let now = try await sut.authenticatedUser(sessionID: session.id, userID: user.id, at: session.createdAt)
        let later = try await sut.authenticatedUser(sessionID: session.id, userID: user.id, at: session.expiresAt)
        XCTAssertEqual(now, AuthenticatedUser(id: user.id, name: user.name, email: user.email, sessionID: session.id))
        XCTAssertNil(later)
    }

    func test_start_refusesASessionWhosePasswordChangedMeanwhile() async throws {
        let (sut, user, _) = try await makeSUT()

        do {
            try await sut.start(newSession(of: user, token: "first", verifiedPasswordHash: "an older hash"))
            XCTFail("Expected credentialsChanged")
        } catch {
            XCTAssertEqual(error as? SessionRepositoryError, .credentialsChanged)
        }
    }

    func test_rotate_tradesATokenOnceThenTreatsItsReplayAsReuseAndEndsTheSession() async throws {
        let (sut, user, _) = try await makeSUT()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)

        let first = try await Self.rotate("first", to: "second", in: sut, at: session.createdAt.addingTimeInterval(60), grace: 0)
        let replay = try await Self.rotate("first", to: "third", in: sut, at: session.createdAt.addingTimeInterval(120), grace: 0)

        guard case let .rotated(successor) = first else { return XCTFail("Expected a rotation, got \(first)") }
        XCTAssertEqual(successor.salt, "salt-second")
        XCTAssertEqual(replay, .reused)
        let afterReuse = try await sut.authenticatedUser(sessionID: session.id, userID: user.id, at: session.createdAt)
        XCTAssertNil(afterReuse)
    }

    func test_rotate_answersARetryWithinTheGracePeriodWithTheSameSuccessor() async throws {
        let (sut, user, _) = try await makeSUT()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)
        let first = try await Self.rotate("first", to: "second", in: sut, at: session.createdAt.addingTimeInterval(60), grace: 10)

        let retry = try await Self.rotate("first", to: "other", in: sut, at: session.createdAt.addingTimeInterval(65), grace: 10)

        XCTAssertEqual(retry, first)
    }

    func test_rotate_answersUnknownAndExpiredTokens() async throws {
        let (sut, user, _) = try await makeSUT()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)

        let unknown = try await Self.rotate("never issued", to: "x", in: sut, at: session.createdAt, grace: 0)
        let expired = try await Self.rotate("first", to: "y", in: sut, at: session.expiresAt.addingTimeInterval(1), grace: 0)

        XCTAssertEqual(unknown, .unknown)
        XCTAssertEqual(expired, .expired)
    }

    func test_rotate_tradesATokenPresentedThroughManyInstancesAtOnceExactlyOnce() async throws {
        // Given one token and several instances, each with its own connections
        let (sut, user, schema) = try await makeSUT()
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
        let (sut, user, schema) = try await makeSUT()
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

    func test_end_endsTheSession() async throws {
        let (sut, user, _) = try await makeSUT()
        let session = newSession(of: user, token: "first")
        try await sut.start(session)

        try await sut.end(sessionID: session.id)

        let found = try await sut.authenticatedUser(sessionID: session.id, userID: user.id, at: session.createdAt)
        XCTAssertNil(found)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresSessionRepository, User, PostgresTestSchema) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        let user = User(id: UUID(), name: "Eve", email: "eve@example.com", profileImage: nil)
        try await PostgresUserRepository(database: database).create(user, passwordHash: "hash", at: Date())
        return (PostgresSessionRepository(database: database), user, schema)
    }

    private func newSession(of user: User, token: String, verifiedPasswordHash: String = "hash") -> NewSession {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        return NewSession(
            id: UUID(), userID: user.id, refreshTokenHash: RefreshToken.hash(token), createdAt: start,
            expiresAt: start.addingTimeInterval(3_600), verifiedPasswordHash: verifiedPasswordHash
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
}
