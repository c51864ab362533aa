@testable import FoodybiteServer
@testable import ServerPostgres
import TestSupport
import XCTest

final class PostgresRestaurantCatalogTests: XCTestCase, RestaurantCatalogSpecs {
    func makeSUT(restaurants: [CatalogRestaurant], images: [CatalogImage], file: StaticString, line: UInt) async throws -> RepositorySet {
        try await makePostgresRepositories(restaurants: restaurants, images: images, file: file, line: line)
    }

    func test_nearby_findsOnlyRestaurantsWithinTheRadiusBestRatedFirst() async throws {
        try await assertThatNearbyFindsOnlyRestaurantsWithinTheRadiusBestRatedFirst()
    }

    func test_nearby_byDistanceFindsTheNearestFirstUpToTheLimit() async throws {
        try await assertThatNearbyByDistanceFindsTheNearestFirstUpToTheLimit()
    }

    func test_nearby_keepsOnlyThePriceRangeAndWhatIsOpenNow() async throws {
        try await assertThatNearbyKeepsOnlyThePriceRangeAndWhatIsOpenNow()
    }

    func test_nearby_keepsOnlyTheMinimumRatingThePriceLevelsAndTheArea() async throws {
        try await assertThatNearbyKeepsOnlyTheMinimumRatingThePriceLevelsAndTheArea()
    }

    func test_nearby_matchesEveryKeywordWordAsAWordPrefixOfNameVicinityOrCuisineIgnoringCaseAndAccents() async throws {
        try await assertThatNearbyMatchesEveryKeywordWordAsAWordPrefixOfNameVicinityOrCuisineIgnoringCaseAndAccents()
    }

    func test_nearby_findsNothingAroundAnInvalidCentreWithoutRadiusOrLimit() async throws {
        try await assertThatNearbyFindsNothingAroundAnInvalidCentreWithoutRadiusOrLimit()
    }

    func test_ratings_mergeTheCatalogsWithTheFoodybiteReviewsWeightedByTheirCounts() async throws {
        try await assertThatRatingsMergeTheCatalogsWithTheFoodybiteReviewsWeightedByTheirCounts()
    }

    func test_ratings_returnToTheCatalogsWhenTheOnlyReviewersAccountIsDeleted() async throws {
        try await assertThatRatingsReturnToTheCatalogsWhenTheOnlyReviewersAccountIsDeleted()
    }

    func test_restaurants_answerTheAskedOrderLeavingUnknownIDsOutWithReviewsOnlyWhenAsked() async throws {
        try await assertThatRestaurantsAnswerTheAskedOrderLeavingUnknownIDsOutWithReviewsOnlyWhenAsked()
    }

    func test_nearbyLoadingFirst_isTheSearchWithItsFirstRestaurantsAsResultsShowThem() async throws {
        try await assertThatNearbyLoadingFirstIsTheSearchWithItsFirstRestaurantsAsResultsShowThem()
    }

    func test_autocomplete_matchesNameWordPrefixesNearestFirstUpToTheLimit() async throws {
        try await assertThatAutocompleteMatchesNameWordPrefixesNearestFirstUpToTheLimit()
    }

    func test_autocomplete_withStrictBoundsKeepsOnlyWhatLiesWithinTheRadius() async throws {
        try await assertThatAutocompleteWithStrictBoundsKeepsOnlyWhatLiesWithinTheRadius()
    }

    func test_autocomplete_withoutLocationFindsTheMatchWithoutDistanceAndNothingForNoWord() async throws {
        try await assertThatAutocompleteWithoutLocationFindsTheMatchWithoutDistanceAndNothingForNoWord()
    }

    func test_image_isTheImageAPhotoReferenceShowsAndNilForAnUnknownReference() async throws {
        try await assertThatImageIsTheImageAPhotoReferenceShowsAndNilForAnUnknownReference()
    }

    func test_coverage_countsTheRestaurantsBoundsThemAndSaysWhetherAllAreTheDemos() async throws {
        try await assertThatCoverageCountsTheRestaurantsBoundsThemAndSaysWhetherAllAreTheDemos()
    }
}
