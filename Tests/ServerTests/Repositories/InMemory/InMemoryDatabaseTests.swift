@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// Each write to the in-memory database is a transaction, as in SQLite.
final class InMemoryDatabaseTests: XCTestCase {
    func test_write_keepsEveryChangeOfAWriteThatReturns() {
        let sut = makeSUT()

        sut.write { tables in
            tables.ratings["place-1"] = InMemoryRatingTotals(reviewCount: 1, starsTotal: 4)
            tables.ratings["place-2"] = InMemoryRatingTotals(reviewCount: 2, starsTotal: 9)
        }

        XCTAssertEqual(sut.read { $0.ratings.count }, 2)
    }

    func test_write_keepsNoChangeOfAWriteThatThrows() {
        let sut = makeSUT()
        sut.write { $0.ratings["place-1"] = InMemoryRatingTotals(reviewCount: 1, starsTotal: 4) }

        XCTAssertThrowsError(try sut.write { tables in
            tables.ratings["place-1"]?.add(stars: 5)
            tables.ratings["place-2"] = InMemoryRatingTotals(reviewCount: 1, starsTotal: 1)
            throw UserRepositoryError.notFound
        })

        XCTAssertEqual(sut.read { $0.ratings }, ["place-1": InMemoryRatingTotals(reviewCount: 1, starsTotal: 4)])
    }

    func test_deleteAccount_cascadesToSessionsTokensReviewsAndRatingTotals() {
        let sut = makeSUT()
        let leaving = UUID(), staying = UUID()
        let leavingSession = UUID(), stayingSession = UUID()
        sut.write { tables in
            for id in [leaving, staying] {
                tables.accounts[id] = InMemoryAccountRow(
                    id: id, name: "Name", email: "\(id)@example.com", emailKey: "\(id)@example.com", passwordHash: "hash", createdAt: Date()
                )
            }
            for (session, account) in [(leavingSession, leaving), (stayingSession, staying)] {
                tables.sessions[session] = InMemorySessionRow(id: session, accountID: account, createdAt: Date(), expiresAt: Date(), refreshCount: 0)
                tables.refreshTokens["\(session)"] = InMemoryRefreshTokenRow(tokenHash: "\(session)", sessionID: session, createdAt: Date(), expiresAt: Date())
            }
            for (author, stars) in [(leaving, 1), (staying, 5)] {
                let id = UUID()
                tables.reviews[id] = InMemoryReviewRow(
                    id: id, rowID: tables.nextRowID(), authorID: author, restaurantID: "shared", text: "Text", stars: stars, createdAt: Date()
                )
                tables.ratings["shared", default: InMemoryRatingTotals()].add(stars: stars)
            }
        }

        sut.write { $0.deleteAccount(leaving) }

        sut.read { tables in
            XCTAssertEqual(Set(tables.accounts.keys), [staying])
            XCTAssertEqual(Set(tables.sessions.keys), [stayingSession])
            XCTAssertEqual(Set(tables.refreshTokens.keys), ["\(stayingSession)"])
            XCTAssertEqual(tables.reviews.values.map(\.authorID), [staying])
            XCTAssertEqual(tables.ratings, ["shared": InMemoryRatingTotals(reviewCount: 1, starsTotal: 5)])
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> InMemoryDatabase {
        let database = InMemoryDatabase()
        trackForMemoryLeaks(database, file: file, line: line)
        return database
    }
}
