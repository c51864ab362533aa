@testable import Accounts
@testable import AccountsDomain
import Crypto
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import Logging
@testable import Reviews
@testable import ServerStorage
import TestSupport
import XCTest

/// GET /review's one read must answer exactly what the session check and then the list answer, each
/// through its own repository, whatever the state of the session.
final class SQLiteOwnReviewsTests: XCTestCase {
    func test_ownReviews_answersWhatTheSessionCheckThenTheListAnswerForEverySessionState() async throws {
        let (sut, reference, repositories) = try await makeSUT()
        let eve = try await makeUser("Eve", in: repositories)
        let bob = try await makeUser("Bob", in: repositories, profileImage: Data([1, 2, 3]))
        let quiet = try await makeUser("Quiet", in: repositories)
        var random = SeededRandomNumberGenerator(seed: 11)
        for (index, author) in [eve, eve, eve, bob, eve, bob, eve].enumerated() {
            let createdAt = SpecsValues.now.addingTimeInterval(-Double(random.next() % 10_000_000) - Double(random.next() % 1_000) / 1_000)
            try await repositories.reviews.add(SpecsValues.review(by: author, of: "place-\(index)", stars: index % 5 + 1, text: "Visit \(index)", at: createdAt))
        }
        let eveSession = SpecsValues.newSession(of: eve)
        let bobSession = SpecsValues.newSession(of: bob)
        let quietSession = SpecsValues.newSession(of: quiet)
        let endedSession = SpecsValues.newSession(of: eve)
        for session in [eveSession, bobSession, quietSession, endedSession] { try await repositories.sessions.start(session) }
        try await repositories.sessions.end(sessionID: endedSession.id)
        let probes: [(String, UUID, UUID, Date)] = [
            ("Eve's open session", eveSession.id, eve.id, SpecsValues.now),
            ("Bob's open session", bobSession.id, bob.id, SpecsValues.now),
            ("a session without reviews", quietSession.id, quiet.id, SpecsValues.now),
            ("Eve's session named with Bob's id", eveSession.id, bob.id, SpecsValues.now),
            ("an ended session", endedSession.id, eve.id, SpecsValues.now),
            ("an unknown session", UUID(), eve.id, SpecsValues.now),
            ("the last second of a session", eveSession.id, eve.id, eveSession.expiresAt.addingTimeInterval(-1)),
            ("a session at its expiry", eveSession.id, eve.id, eveSession.expiresAt),
            ("an expired session", eveSession.id, eve.id, eveSession.expiresAt.addingTimeInterval(1)),
        ]

        for (name, sessionID, userID, now) in probes {
            let answer = try await sut.ownReviews(sessionID: sessionID, userID: userID, at: now)
            let expected = try await reference.ownReviews(sessionID: sessionID, userID: userID, at: now)

            XCTAssertEqual(answer, expected, name)
        }
        let eveReviews = try await sut.ownReviews(sessionID: eveSession.id, userID: eve.id, at: SpecsValues.now)
        XCTAssertEqual(eveReviews?.count, 5, "the comparison covers a list")
        let ended = try await sut.ownReviews(sessionID: endedSession.id, userID: eve.id, at: SpecsValues.now)
        XCTAssertNil(ended, "the comparison covers a refusal")
    }

    func test_ownReviews_isNilOnceTheAccountIsDeleted() async throws {
        let (sut, _, repositories) = try await makeSUT()
        let eve = try await makeUser("Eve", in: repositories)
        let session = SpecsValues.newSession(of: eve)
        try await repositories.sessions.start(session)
        try await repositories.reviews.add(SpecsValues.review(by: eve))

        try await repositories.users.delete(userID: eve.id)

        let answer = try await sut.ownReviews(sessionID: session.id, userID: eve.id, at: SpecsValues.now)
        XCTAssertNil(answer)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (SQLiteOwnReviews, SessionCheckedOwnReviews, ServerRepositories) {
        let database = try ServerDatabase.open(in: makeTemporaryDirectory(file: file, line: line).appendingPathComponent("server"))
        let logger = Logger(label: "own-reviews") { _ in SwiftLogNoOpLogHandler() }
        let repositories = ServerRepositories.sqlite(
            database, signingKey: SymmetricKey(size: .bits256), loginThrottle: LoginThrottle(policy: .standard, store: InMemoryLoginFailureStore()), logger: logger
        )
        return (SQLiteOwnReviews(database: database.pool), SessionCheckedOwnReviews(sessions: repositories.sessions, reviews: repositories.reviews), repositories)
    }

    private func makeUser(_ name: String, in repositories: ServerRepositories, profileImage: Data? = nil) async throws -> User {
        let user = SpecsValues.user(name, profileImage: profileImage)
        try await repositories.users.create(user, passwordHash: "hash-1", at: SpecsValues.now)
        return user
    }
}
