@testable import FoodybiteServer
@testable import ServerPostgres
import TestSupport
import XCTest

final class PostgresReviewRepositoryTests: XCTestCase, ReviewRepositorySpecs {
    func makeSUT(file: StaticString, line: UInt) async throws -> RepositorySet {
        try await makePostgresRepositories(file: file, line: line)
    }

    func test_reviews_areEmptyForAnAuthorOrARestaurantWithoutReviews() async throws {
        try await assertThatReviewsAreEmptyForAnAuthorOrARestaurantWithoutReviews()
    }

    func test_add_storesTheReviewWithWhatTheAPIShowsOfItsAuthor() async throws {
        try await assertThatAddStoresTheReviewWithWhatTheAPIShowsOfItsAuthor()
    }

    func test_add_throwsAuthorNotFoundForAnAuthorWhoIsGoneAndStoresNothing() async throws {
        try await assertThatAddThrowsAuthorNotFoundForAnAuthorWhoIsGoneAndStoresNothing()
    }

    func test_add_replacesTheAuthorsEarlierReviewOfTheSameRestaurantKeepingItsID() async throws {
        try await assertThatAddReplacesTheAuthorsEarlierReviewOfTheSameRestaurantKeepingItsID()
    }

    func test_reviews_ofRestaurant_areEveryAuthorsNewestFirstThenLatestArrivalFirst() async throws {
        try await assertThatReviewsOfRestaurantAreEveryAuthorsNewestFirstThenLatestArrivalFirst()
    }

    func test_reviews_byAuthor_areTheAuthorsOwnAcrossRestaurantsNewestFirst() async throws {
        try await assertThatReviewsByAuthorAreTheAuthorsOwnAcrossRestaurantsNewestFirst()
    }

    func test_reviews_ofRestaurant_holdTheNewestUpToTheLimitAndNeverMoreThanAList() async throws {
        try await assertThatReviewsOfRestaurantHoldTheNewestUpToTheLimitAndNeverMoreThanAList()
    }

    func test_reviews_showTheAuthorsCurrentNameAndWhetherTheyHaveAnImage() async throws {
        try await assertThatReviewsShowTheAuthorsCurrentNameAndWhetherTheyHaveAnImage()
    }

    func test_reviews_pageThroughEveryReviewInOrderEachPageAfterTheLastOneShown() async throws {
        try await assertThatReviewsPageThroughEveryReviewInOrderEachPageAfterTheLastOneShown()
    }
}
