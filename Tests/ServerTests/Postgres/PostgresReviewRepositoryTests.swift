import Foundation
import XCTest
@testable import FoodybiteServer

final class PostgresReviewRepositoryTests: XCTestCase {
    func test_add_storesReviewsListedNewestFirstWithTheirAuthors() async throws {
        let (sut, database) = try await makeSUT()
        let eve = try await signUp("eve@example.com", image: Data([1]), in: database)
        let bob = try await signUp("bob@example.com", in: database)
        let older = NewReview(id: UUID(), authorID: eve.id, restaurantID: "place-1", text: "Good", stars: 4, createdAt: date(0))
        let newer = NewReview(id: UUID(), authorID: bob.id, restaurantID: "place-1", text: "Bad", stars: 2, createdAt: date(60))

        try await sut.add(older)
        try await sut.add(newer)

        let listed = try await sut.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(listed, [
            Review(id: newer.id, restaurantID: "place-1", authorID: bob.id, authorName: bob.name, authorHasProfileImage: false,
                   text: "Bad", stars: 2, createdAt: date(60)),
            Review(id: older.id, restaurantID: "place-1", authorID: eve.id, authorName: eve.name, authorHasProfileImage: true,
                   text: "Good", stars: 4, createdAt: date(0)),
        ])
        let byEve = try await sut.reviews(byAuthor: eve.id)
        XCTAssertEqual(byEve.map(\.id), [older.id])
        let totals = try await PostgresTestQueries.ratingTotals(of: "place-1", in: database)
        XCTAssertEqual(totals?.count, 2)
        XCTAssertEqual(totals?.stars, 6)
    }

    func test_add_replacesTheAuthorsEarlierReviewOfTheSameRestaurant() async throws {
        let (sut, database) = try await makeSUT()
        let eve = try await signUp("eve@example.com", in: database)
        let first = NewReview(id: UUID(), authorID: eve.id, restaurantID: "place-1", text: "Good", stars: 4, createdAt: date(0))
        try await sut.add(first)

        try await sut.add(NewReview(id: UUID(), authorID: eve.id, restaurantID: "place-1", text: "Worse", stars: 1, createdAt: date(60)))

        let listed = try await sut.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(listed.map(\.id), [first.id], "the review keeps its id")
        XCTAssertEqual(listed.map(\.text), ["Worse"])
        let totals = try await PostgresTestQueries.ratingTotals(of: "place-1", in: database)
        XCTAssertEqual(totals?.count, 1)
        XCTAssertEqual(totals?.stars, 1)
    }

    func test_add_refusesAReviewWhoseAuthorIsGone() async throws {
        let (sut, _) = try await makeSUT()

        do {
            try await sut.add(NewReview(id: UUID(), authorID: UUID(), restaurantID: "place-1", text: "Hi", stars: 3, createdAt: date(0)))
            XCTFail("Expected authorNotFound")
        } catch {
            XCTAssertEqual(error as? ReviewRepositoryError, .authorNotFound)
        }
    }

    func test_reviews_holdAtMostTheLimitNewestFirst() async throws {
        let (sut, database) = try await makeSUT()
        for index in 0..<5 {
            let author = try await signUp("user\(index)@example.com", in: database)
            try await sut.add(NewReview(id: UUID(), authorID: author.id, restaurantID: "place-1", text: "#\(index)", stars: 3, createdAt: date(index)))
        }

        let listed = try await sut.reviews(ofRestaurant: "place-1", limit: 2)

        XCTAssertEqual(listed.map(\.text), ["#4", "#3"])
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

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresReviewRepository, PostgresServerDatabase) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        return (PostgresReviewRepository(database: database), database)
    }

    private func signUp(_ email: String, image: Data? = nil, in database: PostgresServerDatabase) async throws -> User {
        let user = User(id: UUID(), name: "Name of \(email)", email: email, profileImage: image)
        try await PostgresUserRepository(database: database).create(user, passwordHash: "hash", at: Date())
        return user
    }

    private func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: 1_800_000_000 + TimeInterval(seconds))
    }
}
