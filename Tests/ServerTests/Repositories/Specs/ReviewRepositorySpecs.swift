@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ReviewsDomain
import TestSupport
import XCTest

/// What every `ReviewRepository` does, whatever stores it.
/// Each behaviour runs on every store (`StoreSpecs`); its body is the `assertThat…` method below.
final class ReviewRepositorySpecs: StoreSpecs {
    func test_reviews_areEmptyForAnAuthorOrARestaurantWithoutReviews() async throws {
        try await onEveryStore(assertThatReviewsAreEmptyForAnAuthorOrARestaurantWithoutReviews)
    }

    func test_add_storesTheReviewWithWhatTheAPIShowsOfItsAuthor() async throws {
        try await onEveryStore(assertThatAddStoresTheReviewWithWhatTheAPIShowsOfItsAuthor)
    }

    func test_add_throwsAuthorNotFoundForAnAuthorWhoIsGoneAndStoresNothing() async throws {
        try await onEveryStore(assertThatAddThrowsAuthorNotFoundForAnAuthorWhoIsGoneAndStoresNothing)
    }

    func test_add_replacesTheAuthorsEarlierReviewOfTheSameRestaurantKeepingItsID() async throws {
        try await onEveryStore(assertThatAddReplacesTheAuthorsEarlierReviewOfTheSameRestaurantKeepingItsID)
    }

    func test_reviews_ofRestaurant_areEveryAuthorsNewestFirstThenLatestArrivalFirst() async throws {
        try await onEveryStore(assertThatReviewsOfRestaurantAreEveryAuthorsNewestFirstThenLatestArrivalFirst)
    }

    func test_reviews_byAuthor_areTheAuthorsOwnAcrossRestaurantsNewestFirst() async throws {
        try await onEveryStore(assertThatReviewsByAuthorAreTheAuthorsOwnAcrossRestaurantsNewestFirst)
    }

    func test_reviews_ofRestaurant_holdTheNewestUpToTheLimitAndNeverMoreThanAList() async throws {
        try await onEveryStore(assertThatReviewsOfRestaurantHoldTheNewestUpToTheLimitAndNeverMoreThanAList)
    }

    func test_reviews_showTheAuthorsCurrentNameAndWhetherTheyHaveAnImage() async throws {
        try await onEveryStore(assertThatReviewsShowTheAuthorsCurrentNameAndWhetherTheyHaveAnImage)
    }

    func test_reviews_pageThroughEveryReviewInOrderEachPageAfterTheLastOneShown() async throws {
        try await onEveryStore(assertThatReviewsPageThroughEveryReviewInOrderEachPageAfterTheLastOneShown)
    }
}

extension ReviewRepositorySpecs {
    func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RepositorySet {
        try await store.makeRepositories(for: self, file: file, line: line)
    }

    func assertThatReviewsAreEmptyForAnAuthorOrARestaurantWithoutReviews() async throws {
        let sut = try await makeSUT()

        let byAuthor = try await sut.reviews.reviews(byAuthor: UUID())
        let ofRestaurant = try await sut.reviews.reviews(ofRestaurant: "place-1")

        XCTAssertEqual(byAuthor, [])
        XCTAssertEqual(ofRestaurant, [])
    }

    func assertThatAddStoresTheReviewWithWhatTheAPIShowsOfItsAuthor() async throws {
        let sut = try await makeSUT()
        let author = try await makeUser(in: sut, name: "Eve Example", profileImage: Data([1, 2, 3]))
        let review = SpecsValues.review(by: author, of: "place-1", stars: 5, text: "Superb.")

        try await sut.reviews.add(review)

        let expected = Review(
            id: review.id, restaurantID: "place-1", authorID: author.id, authorName: "Eve Example", authorHasProfileImage: true,
            text: "Superb.", stars: 5, createdAt: review.createdAt
        )
        let byAuthor = try await sut.reviews.reviews(byAuthor: author.id)
        let ofRestaurant = try await sut.reviews.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(byAuthor, [expected])
        XCTAssertEqual(ofRestaurant, [expected])
    }

    func assertThatAddThrowsAuthorNotFoundForAnAuthorWhoIsGoneAndStoresNothing() async throws {
        let sut = try await makeSUT()

        await assertThrowsAsync(ReviewRepositoryError.authorNotFound) {
            try await sut.reviews.add(SpecsValues.review(by: SpecsValues.user(), of: "place-1"))
        }
        let stored = try await sut.reviews.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(stored, [])
    }

    func assertThatAddReplacesTheAuthorsEarlierReviewOfTheSameRestaurantKeepingItsID() async throws {
        let sut = try await makeSUT()
        let author = try await makeUser(in: sut)
        let first = SpecsValues.review(by: author, of: "place-1", stars: 2, text: "Cold soup.")
        try await sut.reviews.add(first)
        try await sut.reviews.add(SpecsValues.review(by: author, of: "place-2", stars: 3))

        let later = SpecsValues.now.addingTimeInterval(60)
        try await sut.reviews.add(SpecsValues.review(by: author, of: "place-1", stars: 5, text: "Much better now.", at: later))

        let stored = try await sut.reviews.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(stored.map(\.id), [first.id])
        XCTAssertEqual(stored.map(\.text), ["Much better now."])
        XCTAssertEqual(stored.map(\.stars), [5])
        XCTAssertEqual(stored.map(\.createdAt), [later])
        let byAuthor = try await sut.reviews.reviews(byAuthor: author.id)
        XCTAssertEqual(byAuthor.count, 2)
    }

    func assertThatReviewsOfRestaurantAreEveryAuthorsNewestFirstThenLatestArrivalFirst() async throws {
        let sut = try await makeSUT()
        let eve = try await makeUser(in: sut, name: "Eve Example")
        let bob = try await makeUser(in: sut, name: "Bob Example")
        let ann = try await makeUser(in: sut, name: "Ann Example")
        try await sut.reviews.add(SpecsValues.review(by: eve, of: "place-1", at: SpecsValues.now))
        try await sut.reviews.add(SpecsValues.review(by: bob, of: "place-1", at: SpecsValues.now.addingTimeInterval(-60)))
        try await sut.reviews.add(SpecsValues.review(by: ann, of: "place-1", at: SpecsValues.now))
        try await sut.reviews.add(SpecsValues.review(by: eve, of: "place-2", at: SpecsValues.now.addingTimeInterval(60)))

        let stored = try await sut.reviews.reviews(ofRestaurant: "place-1")

        XCTAssertEqual(stored.map(\.authorName), ["Ann Example", "Eve Example", "Bob Example"])
    }

    func assertThatReviewsByAuthorAreTheAuthorsOwnAcrossRestaurantsNewestFirst() async throws {
        let sut = try await makeSUT()
        let eve = try await makeUser(in: sut)
        let bob = try await makeUser(in: sut)
        try await sut.reviews.add(SpecsValues.review(by: eve, of: "place-1", at: SpecsValues.now))
        try await sut.reviews.add(SpecsValues.review(by: eve, of: "place-2", at: SpecsValues.now.addingTimeInterval(60)))
        try await sut.reviews.add(SpecsValues.review(by: bob, of: "place-3", at: SpecsValues.now.addingTimeInterval(120)))

        let stored = try await sut.reviews.reviews(byAuthor: eve.id)

        XCTAssertEqual(stored.map(\.restaurantID), ["place-2", "place-1"])
    }

    func assertThatReviewsOfRestaurantHoldTheNewestUpToTheLimitAndNeverMoreThanAList() async throws {
        let sut = try await makeSUT()
        let listLimit = ReviewPage.maximumSize
        for index in 0...listLimit {
            let author = try await makeUser(in: sut, name: "Author \(index)")
            try await sut.reviews.add(SpecsValues.review(by: author, of: "place-1", at: SpecsValues.now.addingTimeInterval(Double(index))))
        }

        let two = try await sut.reviews.reviews(ofRestaurant: "place-1", limit: 2)
        let unbounded = try await sut.reviews.reviews(ofRestaurant: "place-1", limit: 10 * listLimit)
        let negative = try await sut.reviews.reviews(ofRestaurant: "place-1", limit: -1)
        let byDefault = try await sut.reviews.reviews(ofRestaurant: "place-1")

        XCTAssertEqual(two.map(\.authorName), ["Author \(listLimit)", "Author \(listLimit - 1)"])
        XCTAssertEqual(unbounded.count, listLimit)
        XCTAssertEqual(negative, [])
        XCTAssertEqual(byDefault.count, listLimit)
    }

    func assertThatReviewsShowTheAuthorsCurrentNameAndWhetherTheyHaveAnImage() async throws {
        let sut = try await makeSUT()
        let author = try await makeUser(in: sut, name: "Eve Example", profileImage: Data([1]))
        try await sut.reviews.add(SpecsValues.review(by: author, of: "place-1"))

        _ = try await sut.users.update(User(id: author.id, name: "Eve Renamed", email: author.email, profileImage: nil))

        let stored = try await sut.reviews.reviews(ofRestaurant: "place-1")
        XCTAssertEqual(stored.map(\.authorName), ["Eve Renamed"])
        XCTAssertEqual(stored.map(\.authorHasProfileImage), [false])
    }

    func assertThatReviewsPageThroughEveryReviewInOrderEachPageAfterTheLastOneShown() async throws {
        let sut = try await makeSUT()
        let eve = try await makeUser(in: sut, name: "Eve Example")
        // Seven reviews, three pairs written in the same millisecond: the pages must neither skip nor
        // repeat one of a pair split across two pages.
        let moments = [0.0, 0, 1.5, 1.5, 2.25, 2.25, 3].map { SpecsValues.now.addingTimeInterval($0) }
        for (index, moment) in moments.enumerated() {
            try await sut.reviews.add(SpecsValues.review(by: eve, of: "place-\(index)", at: moment))
            let author = try await makeUser(in: sut, name: "Author \(index)")
            try await sut.reviews.add(SpecsValues.review(by: author, of: "shared", at: moment))
        }
        let wholeByAuthor = try await sut.reviews.reviews(byAuthor: eve.id)
        let wholeOfRestaurant = try await sut.reviews.reviews(ofRestaurant: "shared")

        var byAuthorPages: [ReviewPage] = []
        var ofRestaurantPages: [ReviewPage] = []
        repeat {
            byAuthorPages.append(try await sut.reviews.reviews(byAuthor: eve.id, after: byAuthorPages.last?.next, limit: 3))
            ofRestaurantPages.append(try await sut.reviews.reviews(ofRestaurant: "shared", after: ofRestaurantPages.last?.next, limit: 3))
        } while byAuthorPages.last?.next != nil && byAuthorPages.count < 10

        XCTAssertEqual(byAuthorPages.map(\.reviews.count), [3, 3, 1])
        XCTAssertEqual(byAuthorPages.flatMap(\.reviews), wholeByAuthor)
        XCTAssertEqual(ofRestaurantPages.map(\.reviews.count), [3, 3, 1])
        XCTAssertEqual(ofRestaurantPages.flatMap(\.reviews), wholeOfRestaurant)
        XCTAssertNil(ofRestaurantPages.last?.next)
        XCTAssertEqual(wholeOfRestaurant.count, 7)
    }

    // MARK: - Helpers

    private func makeUser(in sut: RepositorySet, name: String = "Eve Example", profileImage: Data? = nil) async throws -> User {
        let user = SpecsValues.user(name, profileImage: profileImage)
        try await sut.users.create(user, passwordHash: "hash", at: SpecsValues.now)
        return user
    }
}
