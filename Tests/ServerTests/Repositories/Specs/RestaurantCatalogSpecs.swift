@testable import AccountsDomain
@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// What every `RestaurantCatalog` answers, whatever stores it: nearby search, details with merged
/// Each behaviour runs on every store (`StoreSpecs`); its body is the `assertThat…` method below.
final class RestaurantCatalogSpecs: StoreSpecs {
    func test_nearby_findsOnlyRestaurantsWithinTheRadiusBestRatedFirst() async throws {
        try await onEveryStore(assertThatNearbyFindsOnlyRestaurantsWithinTheRadiusBestRatedFirst)
    }

    func test_nearby_byDistanceFindsTheNearestFirstUpToTheLimit() async throws {
        try await onEveryStore(assertThatNearbyByDistanceFindsTheNearestFirstUpToTheLimit)
    }

    func test_nearby_keepsOnlyThePriceRangeAndWhatIsOpenNow() async throws {
        try await onEveryStore(assertThatNearbyKeepsOnlyThePriceRangeAndWhatIsOpenNow)
    }

    func test_nearby_keepsOnlyTheMinimumRatingThePriceLevelsAndTheArea() async throws {
        try await onEveryStore(assertThatNearbyKeepsOnlyTheMinimumRatingThePriceLevelsAndTheArea)
    }

    func test_nearby_keepsOnlyRestaurantsWithOneOfTheCuisinesAskedForAsStored() async throws {
        try await onEveryStore(assertThatNearbyKeepsOnlyRestaurantsWithOneOfTheCuisinesAskedForAsStored)
    }

    func test_nearby_matchesEveryKeywordWordAsAWordPrefixOfNameVicinityOrCuisineIgnoringCaseAndAccents() async throws {
        try await onEveryStore(assertThatNearbyMatchesEveryKeywordWordAsAWordPrefixOfNameVicinityOrCuisineIgnoringCaseAndAccents)
    }

    func test_nearby_nearestFirstWithAWordFindsTheNearestMatchesHoweverFarApart() async throws {
        try await onEveryStore(assertThatNearestFirstWithAWordFindsTheNearestMatchesHoweverFarApart)
    }

    func test_autocomplete_findsTheNearestNamesHoweverFarApartAndNoneBeyondStrictBounds() async throws {
        try await onEveryStore(assertThatAutocompleteFindsTheNearestNamesHoweverFarApartAndNoneBeyondStrictBounds)
    }

    func test_nearby_findsACuisineByTheWordsPeopleUseForItAndANameInAnotherScriptByItsLatinSpelling() async throws {
        try await onEveryStore(assertThatNearbyFindsACuisineByTheWordsPeopleUseForItAndANameInAnotherScriptByItsLatinSpelling)
    }

    func test_autocomplete_matchesCuisinesAndTheirWordsAndTheLatinSpellingOfANameInAnotherScript() async throws {
        try await onEveryStore(assertThatAutocompleteMatchesCuisinesAndTheirWordsAndTheLatinSpellingOfANameInAnotherScript)
    }

    func test_indexedWords_areTheSearchedWordsWithHowManyRestaurantsHaveEach() async throws {
        try await onEveryStore(assertThatIndexedWordsAreTheSearchedWordsWithHowManyRestaurantsHaveEach)
    }

    func test_nearby_findsNothingAroundAnInvalidCentreWithoutRadiusOrLimit() async throws {
        try await onEveryStore(assertThatNearbyFindsNothingAroundAnInvalidCentreWithoutRadiusOrLimit)
    }

    func test_ratings_mergeTheCatalogsWithTheFoodybiteReviewsWeightedByTheirCounts() async throws {
        try await onEveryStore(assertThatRatingsMergeTheCatalogsWithTheFoodybiteReviewsWeightedByTheirCounts)
    }

    func test_ratings_returnToTheCatalogsWhenTheOnlyReviewersAccountIsDeleted() async throws {
        try await onEveryStore(assertThatRatingsReturnToTheCatalogsWhenTheOnlyReviewersAccountIsDeleted)
    }

    func test_restaurants_answerTheAskedOrderLeavingUnknownIDsOutWithReviewsOnlyWhenAsked() async throws {
        try await onEveryStore(assertThatRestaurantsAnswerTheAskedOrderLeavingUnknownIDsOutWithReviewsOnlyWhenAsked)
    }

    func test_restaurants_keepWhatTheSourceSaysOfThePlaceAndNothingWhereItSaysNothing() async throws {
        try await onEveryStore(assertThatRestaurantsKeepWhatTheSourceSaysOfThePlaceAndNothingWhereItSaysNothing)
    }

    func test_nearbyLoadingFirst_isTheSearchWithItsFirstRestaurantsAsResultsShowThem() async throws {
        try await onEveryStore(assertThatNearbyLoadingFirstIsTheSearchWithItsFirstRestaurantsAsResultsShowThem)
    }

    func test_autocomplete_matchesNameWordPrefixesNearestFirstUpToTheLimit() async throws {
        try await onEveryStore(assertThatAutocompleteMatchesNameWordPrefixesNearestFirstUpToTheLimit)
    }

    func test_autocomplete_withStrictBoundsKeepsOnlyWhatLiesWithinTheRadius() async throws {
        try await onEveryStore(assertThatAutocompleteWithStrictBoundsKeepsOnlyWhatLiesWithinTheRadius)
    }

    func test_autocomplete_withoutLocationFindsTheMatchWithoutDistanceAndNothingForNoWord() async throws {
        try await onEveryStore(assertThatAutocompleteWithoutLocationFindsTheMatchWithoutDistanceAndNothingForNoWord)
    }

    func test_image_isTheImageAPhotoReferenceShowsAndNilForAnUnknownReference() async throws {
        try await onEveryStore(assertThatImageIsTheImageAPhotoReferenceShowsAndNilForAnUnknownReference)
    }

    func test_coverage_countsTheRestaurantsBoundsThemAndSaysWhetherAllAreTheDemos() async throws {
        try await onEveryStore(assertThatCoverageCountsTheRestaurantsBoundsThemAndSaysWhetherAllAreTheDemos)
    }
}

extension RestaurantCatalogSpecs {
    func makeSUT(restaurants: [CatalogRestaurant], images: [CatalogImage] = [], file: StaticString = #filePath, line: UInt = #line) async throws -> RepositorySet {
        try await store.makeRepositories(restaurants: restaurants, images: images, for: self, file: file, line: line)
    }

    private typealias Fixtures = PlacesFixtures
    private var noon: Date { PlacesFixtures.wednesdayNoonInLisbon }

    // MARK: - Nearby

    func assertThatNearbyFindsOnlyRestaurantsWithinTheRadiusBestRatedFirst() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Good", at: Fixtures.point(metres: 100), rating: 4.0, ratingsTotal: 10),
            Fixtures.restaurant("Best", at: Fixtures.point(metres: 400), rating: 4.8, ratingsTotal: 300),
            Fixtures.restaurant("Few", at: Fixtures.point(metres: 200), rating: 5.0, ratingsTotal: 3),
            Fixtures.restaurant("Popular", at: Fixtures.point(metres: 300), rating: 4.0, ratingsTotal: 90),
            Fixtures.restaurant("Unrated", at: Fixtures.point(metres: 50)),
            Fixtures.restaurant("Far", at: Fixtures.point(metres: 2_000), rating: 5.0, ratingsTotal: 50),
        ])

        let hits = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000), now: noon)

        // Scores (`RatingRule`): Best 4.77, Popular 3.95, Few 3.85 (5.0 from 3 ratings), Good 3.75.
        let hitsNames = try await names(of: hits, in: sut)
        XCTAssertEqual(hitsNames, ["Best", "Popular", "Few", "Good", "Unrated"])
        XCTAssertEqual(hits.first?.distance ?? 0, 400, accuracy: 1)
    }

    func assertThatNearbyByDistanceFindsTheNearestFirstUpToTheLimit() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Third", at: Fixtures.point(metres: 900), rating: 5.0),
            Fixtures.restaurant("First", at: Fixtures.point(metres: 10)),
            Fixtures.restaurant("Second", at: Fixtures.point(metres: -300), rating: 2.0),
        ])

        let all = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: nil, ranking: .distance), now: noon)
        let two = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: nil, ranking: .distance, limit: 2), now: noon)

        let allNames = try await names(of: all, in: sut)
        XCTAssertEqual(allNames, ["First", "Second", "Third"])
        let twoNames = try await names(of: two, in: sut)
        XCTAssertEqual(twoNames, ["First", "Second"])
    }

    func assertThatNearbyKeepsOnlyThePriceRangeAndWhatIsOpenNow() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Cheap lunch", at: Fixtures.point(metres: 100), priceLevel: 1, hours: Fixtures.daily(11 * 60, 15 * 60)),
            Fixtures.restaurant("Cheap dinner", at: Fixtures.point(metres: 200), priceLevel: 1, hours: Fixtures.daily(18 * 60, 23 * 60)),
            Fixtures.restaurant("Dear lunch", at: Fixtures.point(metres: 300), priceLevel: 4, hours: Fixtures.daily(11 * 60, 15 * 60)),
            Fixtures.restaurant("Closed for good", at: Fixtures.point(metres: 400), priceLevel: 1, hours: Fixtures.daily(0, 1_439), businessStatus: .closedPermanently),
            Fixtures.restaurant("Hours unknown", at: Fixtures.point(metres: 500), priceLevel: 1),
            Fixtures.restaurant("Price unknown", at: Fixtures.point(metres: 600), hours: Fixtures.daily(11 * 60, 15 * 60)),
        ])
        let query = NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, maxPrice: 2)
        var openNow = query
        openNow.openNow = true

        let cheap = try await sut.catalog.nearby(query, now: noon)
        let cheapAndOpen = try await sut.catalog.nearby(openNow, now: noon)
        var closedToo = query
        closedToo.includeClosed = true
        let cheapClosedToo = try await sut.catalog.nearby(closedToo, now: noon)

        let cheapNames = try await names(of: cheap, in: sut)
        XCTAssertEqual(cheapNames, ["Cheap lunch", "Cheap dinner", "Hours unknown"])
        let cheapClosedTooNames = try await names(of: cheapClosedToo, in: sut)
        XCTAssertEqual(cheapClosedTooNames, ["Cheap lunch", "Cheap dinner", "Closed for good", "Hours unknown"])
        let cheapAndOpenNames = try await names(of: cheapAndOpen, in: sut)
        XCTAssertEqual(cheapAndOpenNames, ["Cheap lunch"])
    }

    func assertThatNearbyKeepsOnlyTheMinimumRatingThePriceLevelsAndTheArea() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Great cheap", at: Fixtures.point(metres: 100), rating: 4.6, ratingsTotal: 10, priceLevel: 1),
            Fixtures.restaurant("Great dear", at: Fixtures.point(metres: 200), rating: 4.5, ratingsTotal: 10, priceLevel: 3),
            Fixtures.restaurant("Good west", at: Fixtures.point(metres: -300), rating: 4.0, ratingsTotal: 10, priceLevel: 2),
            Fixtures.restaurant("Unrated", at: Fixtures.point(metres: 400), priceLevel: 1),
        ])
        let query = NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance)
        var rated = query
        rated.minimumRating = 4.5
        var anyRating = query
        anyRating.minimumRating = 0
        var cheapOrDear = query
        cheapOrDear.priceLevels = [1, 3]
        var east = query
        east.area = [GeoBoundingBox(minLatitude: 38, maxLatitude: 39, minLongitude: Fixtures.lisbon.longitude, maxLongitude: -9)]

        let ratedNames = try await names(of: sut.catalog.nearby(rated, now: noon), in: sut)
        let anyRatingNames = try await names(of: sut.catalog.nearby(anyRating, now: noon), in: sut)
        let cheapOrDearNames = try await names(of: sut.catalog.nearby(cheapOrDear, now: noon), in: sut)
        let eastNames = try await names(of: sut.catalog.nearby(east, now: noon), in: sut)

        XCTAssertEqual(ratedNames, ["Great cheap", "Great dear"])
        XCTAssertEqual(anyRatingNames, ["Great cheap", "Great dear", "Good west", "Unrated"])
        XCTAssertEqual(cheapOrDearNames, ["Great cheap", "Great dear", "Unrated"])
        XCTAssertEqual(eastNames, ["Great cheap", "Great dear", "Unrated"])
    }

    func assertThatNearbyKeepsOnlyRestaurantsWithOneOfTheCuisinesAskedForAsStored() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Forno", at: Fixtures.point(metres: 100), cuisines: ["italian", "pizza"]),
            Fixtures.restaurant("Sushi Bar", at: Fixtures.point(metres: 200), cuisines: ["sushi"]),
            Fixtures.restaurant("Pizza Palace", at: Fixtures.point(metres: 300)),
            Fixtures.restaurant("Cedar", at: Fixtures.point(metres: 400), cuisines: ["middle_eastern"]),
            Fixtures.restaurant("Pizzaiolo", at: Fixtures.point(metres: 500), cuisines: ["pizzaiolo_style"]),
        ])
        func found(_ cuisines: [String]) async throws -> [String] {
            let query = NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, cuisines: cuisines)
            return try await names(of: sut.catalog.nearby(query, now: noon), in: sut)
        }

        let pizzaOrSushi = try await found(["pizza", "sushi"])
        let twoWords = try await found(["middle_eastern"])
        let partOfAValue = try await found(["italian_pizza", "pizzaiolo"])

        XCTAssertEqual(pizzaOrSushi, ["Forno", "Sushi Bar"], "a stored cuisine, not a word of the name")
        XCTAssertEqual(twoWords, ["Cedar"])
        XCTAssertEqual(partOfAValue, [], "whole values only")
    }

    func assertThatNearbyMatchesEveryKeywordWordAsAWordPrefixOfNameVicinityOrCuisineIgnoringCaseAndAccents() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Tasca do Chico", at: Fixtures.point(metres: 100), vicinity: "Rua do Diário"),
            Fixtures.restaurant("Pizzeria Łódź", at: Fixtures.point(metres: 200), cuisines: ["pizza"]),
            Fixtures.restaurant("Mastasca", at: Fixtures.point(metres: 300)),
        ])

        let byPrefix = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: "TASC"), now: noon)
        let byVicinity = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: "diario"), now: noon)
        let byFoldedLetters = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: "lodz pizza"), now: noon)
        let everyWord = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: "tasca sushi"), now: noon)
        let noWord = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: " ,. "), now: noon)

        let byPrefixNames = try await names(of: byPrefix, in: sut)
        XCTAssertEqual(byPrefixNames, ["Tasca do Chico"], "a word prefix, not any substring")
        let byVicinityNames = try await names(of: byVicinity, in: sut)
        XCTAssertEqual(byVicinityNames, ["Tasca do Chico"])
        let byFoldedLettersNames = try await names(of: byFoldedLetters, in: sut)
        XCTAssertEqual(byFoldedLettersNames, ["Pizzeria Łódź"])
        XCTAssertEqual(everyWord, [])
        XCTAssertEqual(noWord, [])
    }

    func assertThatNearestFirstWithAWordFindsTheNearestMatchesHoweverFarApart() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Sushi Perto", at: Fixtures.point(metres: 600)),
            Fixtures.restaurant("Tasca", at: Fixtures.point(metres: 700)),
            Fixtures.restaurant("Sushi Longe", at: Fixtures.point(metres: 3_500)),
            Fixtures.restaurant("Sushi Mais Longe", at: Fixtures.point(metres: 21_000)),
            Fixtures.restaurant("Sushi Fora", at: Fixtures.point(metres: 40_000)),
        ])

        let nearestTwo = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: nil, ranking: .distance, keyword: "sushi", limit: 2), now: noon)
        let nearestThree = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: nil, ranking: .distance, keyword: "sushi", limit: 3), now: noon)
        let within30km = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 30_000, ranking: .distance, keyword: "sushi"), now: noon)

        let nearestTwoNames = try await names(of: nearestTwo, in: sut)
        XCTAssertEqual(nearestTwoNames, ["Sushi Perto", "Sushi Longe"])
        let nearestThreeNames = try await names(of: nearestThree, in: sut)
        XCTAssertEqual(nearestThreeNames, ["Sushi Perto", "Sushi Longe", "Sushi Mais Longe"])
        let within30kmNames = try await names(of: within30km, in: sut)
        XCTAssertEqual(within30kmNames, ["Sushi Perto", "Sushi Longe", "Sushi Mais Longe"], "none beyond the radius")
    }

    func assertThatAutocompleteFindsTheNearestNamesHoweverFarApartAndNoneBeyondStrictBounds() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Sushi Perto", at: Fixtures.point(metres: 600)),
            Fixtures.restaurant("Tasca", at: Fixtures.point(metres: 700), vicinity: "Rua do Sushi"),
            Fixtures.restaurant("Sushi Longe", at: Fixtures.point(metres: 3_500)),
            Fixtures.restaurant("Sushi Mais Longe", at: Fixtures.point(metres: 21_000)),
            Fixtures.restaurant("Sushi Fora", at: Fixtures.point(metres: 80_000)),
        ])

        let nearestThree = try await sut.catalog.autocomplete(AutocompleteQuery(input: "sush", location: Fixtures.lisbon, limit: 3))
        let anywhere = try await sut.catalog.autocomplete(AutocompleteQuery(input: "sush", location: Fixtures.lisbon, limit: 10))
        let strict = try await sut.catalog.autocomplete(AutocompleteQuery(input: "sush", location: Fixtures.lisbon, radius: 10_000, strictBounds: true))

        XCTAssertEqual(nearestThree.map(\.name), ["Sushi Perto", "Sushi Longe", "Sushi Mais Longe"], "names only, not the street")
        XCTAssertEqual(anywhere.map(\.name), ["Sushi Perto", "Sushi Longe", "Sushi Mais Longe", "Sushi Fora"], "beyond 50 km too")
        XCTAssertEqual(strict.map(\.name), ["Sushi Perto", "Sushi Longe"])
    }

    func assertThatNearbyFindsACuisineByTheWordsPeopleUseForItAndANameInAnotherScriptByItsLatinSpelling() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Forno Antico", at: Fixtures.point(metres: 100), cuisines: ["italian", "pizza"]),
            Fixtures.restaurant("Pizzeria Roma", at: Fixtures.point(metres: 200)),
            Fixtures.restaurant("Плов Центр", at: Fixtures.point(metres: 300), cuisines: ["uzbek"]),
            Fixtures.restaurant("Дастархан", at: Fixtures.point(metres: 400), cuisines: ["vegan"]),
        ])
        func found(_ keyword: String) async throws -> [String] {
            try await names(of: sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, ranking: .distance, keyword: keyword), now: noon), in: sut)
        }

        let pizzeria = try await found("pizzeria")
        XCTAssertEqual(pizzeria, ["Forno Antico", "Pizzeria Roma"], "the cuisine's word and the name's")
        let portuguese = try await found("pizzaria")
        XCTAssertEqual(portuguese, ["Forno Antico"])
        let vegano = try await found("vegano")
        XCTAssertEqual(vegano, ["Дастархан"])
        let plov = try await found("plov")
        XCTAssertEqual(plov, ["Плов Центр"])
        let cyrillic = try await found("ПЛОВ")
        XCTAssertEqual(cyrillic, ["Плов Центр"], "the name as written still counts")
        let romanised = try await found("dastarkhan")
        XCTAssertEqual(romanised, ["Дастархан"], "the BGN romanisation of Cyrillic")
    }

    func assertThatAutocompleteMatchesCuisinesAndTheirWordsAndTheLatinSpellingOfANameInAnotherScript() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Forno Antico", at: Fixtures.point(metres: 100), vicinity: "Rua da Pizza", cuisines: ["pizza"]),
            Fixtures.restaurant("Casa Pasto", at: Fixtures.point(metres: 200), vicinity: "Rua da Pizza"),
            Fixtures.restaurant("Плов", at: Fixtures.point(metres: 300)),
        ])

        let pizza = try await sut.catalog.autocomplete(AutocompleteQuery(input: "pizza", location: Fixtures.lisbon, limit: 10))
        let pizzaria = try await sut.catalog.autocomplete(AutocompleteQuery(input: "pizzaria", location: Fixtures.lisbon, limit: 10))
        let plov = try await sut.catalog.autocomplete(AutocompleteQuery(input: "plo", location: Fixtures.lisbon, limit: 10))

        XCTAssertEqual(pizza.map(\.name), ["Forno Antico"], "the cuisine, not the street")
        XCTAssertEqual(pizzaria.map(\.name), ["Forno Antico"])
        XCTAssertEqual(plov.map(\.name), ["Плов"], "shown as written")
    }

    func assertThatIndexedWordsAreTheSearchedWordsWithHowManyRestaurantsHaveEach() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Pizzeria Roma", at: Fixtures.point(metres: 100), cuisines: ["pizza"]),
            Fixtures.restaurant("Pizza Pazza", at: Fixtures.point(metres: 200)),
            Fixtures.restaurant("Pizzicato", at: Fixtures.point(metres: 300)),
        ])
        let words = try XCTUnwrap(sut.catalog as? any CatalogWordIndex, "every store's catalog is its word index")

        let found = try await words.indexedWords(startingWith: "pi", lengths: 5...8, limit: 50)
        let none = try await words.indexedWords(startingWith: "pi", lengths: 5...8, limit: 0)
        let counts = try await words.restaurantCounts(of: ["pizza", "pizzeria", "pizzicato", "pizzolo"])

        XCTAssertEqual(Set(found), ["pizza", "pizzeria", "pizzaria", "pizzas"], "the cuisine's words too")
        XCTAssertEqual(none, [])
        XCTAssertEqual(counts, ["pizza": 2, "pizzeria": 1, "pizzicato": 1], "none for a word no restaurant has")
    }

    func assertThatNearbyFindsNothingAroundAnInvalidCentreWithoutRadiusOrLimit() async throws {
        let sut = try await makeSUT(restaurants: [Fixtures.restaurant("Here", at: Fixtures.lisbon)])

        let invalid = try await sut.catalog.nearby(NearbyQuery(center: GeoPoint(latitude: 91, longitude: 0), radius: 1_000), now: noon)
        let zeroRadius = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 0), now: noon)
        let zeroLimit = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000, limit: 0), now: noon)

        XCTAssertEqual(invalid, [])
        XCTAssertEqual(zeroRadius, [])
        XCTAssertEqual(zeroLimit, [])
    }

    // MARK: - Ratings

    func assertThatRatingsMergeTheCatalogsWithTheFoodybiteReviewsWeightedByTheirCounts() async throws {
        let reviewed = Fixtures.restaurant("Reviewed", at: Fixtures.point(metres: 100), rating: 4.0, ratingsTotal: 5)
        let other = Fixtures.restaurant("Other", at: Fixtures.point(metres: 200), rating: 3.5, ratingsTotal: 7)
        let sut = try await makeSUT(restaurants: [reviewed, other])
        let eve = try await makeUser(in: sut)
        let bob = try await makeUser(in: sut)
        try await sut.reviews.add(SpecsValues.review(by: eve, of: reviewed.placeID, stars: 1))
        try await sut.reviews.add(SpecsValues.review(by: bob, of: reviewed.placeID, stars: 2))

        let details = try await sut.catalog.restaurants(placeIDs: [reviewed.placeID, other.placeID], includingReviews: false)
        let bestRated = try await sut.catalog.nearby(NearbyQuery(center: Fixtures.lisbon, radius: 1_000), now: noon)

        XCTAssertEqual(details.map(\.rating), [(4.0 * 5 + 1 + 2) / 7, 3.5])
        XCTAssertEqual(details.map(\.ratingsTotal), [7, 7])
        let bestRatedNames = try await names(of: bestRated, in: sut)
        XCTAssertEqual(bestRatedNames, ["Other", "Reviewed"], "the reviews took Reviewed's score from 3.67 to 3.41, below Other's 3.50")
    }

    func assertThatRatingsReturnToTheCatalogsWhenTheOnlyReviewersAccountIsDeleted() async throws {
        let restaurant = Fixtures.restaurant("Reviewed", rating: 4.5, ratingsTotal: 200)
        let sut = try await makeSUT(restaurants: [restaurant])
        let eve = try await makeUser(in: sut)
        try await sut.reviews.add(SpecsValues.review(by: eve, of: restaurant.placeID, stars: 1))
        try await sut.reviews.add(SpecsValues.review(by: eve, of: restaurant.placeID, stars: 3))
        let replaced = try await sut.catalog.restaurant(placeID: restaurant.placeID)

        try await sut.users.delete(userID: eve.id)

        let afterDeletion = try await sut.catalog.restaurant(placeID: restaurant.placeID)
        XCTAssertEqual(replaced?.rating, (4.5 * 200 + 3) / 201, "a replaced review counts once, with its new stars")
        XCTAssertEqual(replaced?.ratingsTotal, 201)
        XCTAssertEqual(afterDeletion?.rating, 4.5)
        XCTAssertEqual(afterDeletion?.ratingsTotal, 200)
    }

    // MARK: - Details

    func assertThatRestaurantsAnswerTheAskedOrderLeavingUnknownIDsOutWithReviewsOnlyWhenAsked() async throws {
        let review = CatalogReview(authorName: "Ana", rating: 5, text: "Óptimo.", time: noon, language: "pt")
        let photo = CatalogPhoto(reference: "photo-1", imageName: Fixtures.image.name, width: 2, height: 1, htmlAttributions: ["Ana"])
        let first = Fixtures.restaurant("First", rating: 4.0, vicinity: "Rua Augusta", cuisines: ["portuguese", "fish"], photos: [photo], reviews: [review])
        let second = Fixtures.restaurant("Second", hours: Fixtures.daily(9 * 60, 17 * 60))
        let sut = try await makeSUT(restaurants: [first, second], images: [Fixtures.image])

        let withReviews = try await sut.catalog.restaurants(placeIDs: [second.placeID, "unknown", first.placeID], includingReviews: true)
        let withoutReviews = try await sut.catalog.restaurants(placeIDs: [first.placeID], includingReviews: false)

        XCTAssertEqual(withReviews, [second, first])
        var firstWithoutReviews = first
        firstWithoutReviews.reviews = []
        XCTAssertEqual(withoutReviews, [firstWithoutReviews])
    }

    func assertThatRestaurantsKeepWhatTheSourceSaysOfThePlaceAndNothingWhereItSaysNothing() async throws {
        var known = Fixtures.restaurant("Known")
        known.facts = CatalogPlaceFacts(
            kind: "fast_food", diets: ["vegan": .only, "halal": .no], wheelchair: .limited, takeaway: true, delivery: false,
            outdoorSeating: true, brand: "Chain", otherNames: ["ru": "Известный", "de": "Bekannt"]
        )
        let unknown = Fixtures.restaurant("Unknown")
        let sut = try await makeSUT(restaurants: [known, unknown])

        let read = try await sut.catalog.restaurants(placeIDs: [known.placeID, unknown.placeID], includingReviews: false)

        XCTAssertEqual(read.map(\.facts), [known.facts, CatalogPlaceFacts()])
    }

    func assertThatNearbyLoadingFirstIsTheSearchWithItsFirstRestaurantsAsResultsShowThem() async throws {
        let review = CatalogReview(authorName: "Ana", rating: 5, text: "Óptimo.", time: noon, language: "pt")
        let photo = CatalogPhoto(reference: "photo-1", imageName: Fixtures.image.name, width: 2, height: 1, htmlAttributions: ["Ana"])
        let second = CatalogPhoto(reference: "photo-2", imageName: Fixtures.image.name, width: 2, height: 1)
        let best = Fixtures.restaurant(
            "Best", at: Fixtures.point(metres: 300), rating: 4.8, ratingsTotal: 3, hours: Fixtures.daily(600, 1_380), cuisines: ["italian", "pizza"],
            photos: [photo, second], reviews: [review]
        )
        let good = Fixtures.restaurant("Good", at: Fixtures.point(metres: 100), rating: 4.0, ratingsTotal: 10, hours: Fixtures.daily(1_140, 1_380))
        let unrated = Fixtures.restaurant("Unrated", at: Fixtures.point(metres: 50))
        let sut = try await makeSUT(restaurants: [good, unrated, best], images: [Fixtures.image])
        let query = NearbyQuery(center: Fixtures.lisbon, radius: 1_000)

        let firstTwo = try await sut.catalog.nearby(query, now: noon, loadingFirst: 2)
        let none = try await sut.catalog.nearby(query, now: noon, loadingFirst: 0)

        let hits = try await sut.catalog.nearby(query, now: noon)
        XCTAssertEqual(hits.map(\.placeID), [best.placeID, good.placeID, unrated.placeID])
        XCTAssertEqual(firstTwo, NearbyResults(hits: hits, restaurants: [CatalogSearchResult(best, at: noon), CatalogSearchResult(good, at: noon)]))
        XCTAssertEqual(firstTwo.restaurants.map(\.photo), [photo, nil], "the first photo only")
        XCTAssertEqual(firstTwo.restaurants.map(\.isOpen), [true, false], "open at noon, open only in the evening")
        XCTAssertEqual(none, NearbyResults(hits: hits, restaurants: []))
    }

    // MARK: - Autocomplete

    func assertThatAutocompleteMatchesNameWordPrefixesNearestFirstUpToTheLimit() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Tasca Far", at: Fixtures.point(metres: 3_000)),
            Fixtures.restaurant("Tasca Near", at: Fixtures.point(metres: 100), vicinity: "Rua"),
            Fixtures.restaurant("Tasca Gone", at: Fixtures.point(metres: 60), businessStatus: .closedPermanently),
            Fixtures.restaurant("Tasca Middle", at: Fixtures.point(metres: 1_000)),
            Fixtures.restaurant("Cafe", at: Fixtures.point(metres: 50), vicinity: "Tasca street"),
        ])

        let hits = try await sut.catalog.autocomplete(AutocompleteQuery(input: "tas", location: Fixtures.lisbon, limit: 2))
        let anywhere = try await sut.catalog.autocomplete(AutocompleteQuery(input: "tasca", limit: 10))

        XCTAssertEqual(hits.map(\.name), ["Tasca Near", "Tasca Middle"], "names only, nearest first, none closed for good")
        XCTAssertFalse(anywhere.map(\.name).contains("Tasca Gone"))
        XCTAssertEqual(hits.first?.vicinity, "Rua")
        XCTAssertEqual(hits.first?.distance ?? 0, 100, accuracy: 1)
    }

    func assertThatAutocompleteWithStrictBoundsKeepsOnlyWhatLiesWithinTheRadius() async throws {
        let sut = try await makeSUT(restaurants: [
            Fixtures.restaurant("Tasca Far", at: Fixtures.point(metres: 3_000)),
            Fixtures.restaurant("Tasca Near", at: Fixtures.point(metres: 100)),
        ])

        let strict = try await sut.catalog.autocomplete(AutocompleteQuery(input: "tasca", location: Fixtures.lisbon, radius: 1_000, strictBounds: true))
        let biased = try await sut.catalog.autocomplete(AutocompleteQuery(input: "tasca", location: Fixtures.lisbon, radius: 1_000))

        XCTAssertEqual(strict.map(\.name), ["Tasca Near"])
        XCTAssertEqual(biased.map(\.name), ["Tasca Near", "Tasca Far"])
    }

    func assertThatAutocompleteWithoutLocationFindsTheMatchWithoutDistanceAndNothingForNoWord() async throws {
        let sut = try await makeSUT(restaurants: [Fixtures.restaurant("Cervejaria Ramiro"), Fixtures.restaurant("Pastéis de Belém")])

        let hits = try await sut.catalog.autocomplete(AutocompleteQuery(input: "BELEM"))
        let noWord = try await sut.catalog.autocomplete(AutocompleteQuery(input: "--"))

        XCTAssertEqual(hits.map(\.name), ["Pastéis de Belém"])
        XCTAssertEqual(hits.map(\.distance), [nil])
        XCTAssertEqual(noWord, [])
    }

    // MARK: - Photos

    func assertThatImageIsTheImageAPhotoReferenceShowsAndNilForAnUnknownReference() async throws {
        let photo = CatalogPhoto(reference: "photo-1", imageName: Fixtures.image.name, width: 2, height: 1)
        let sut = try await makeSUT(restaurants: [Fixtures.restaurant("Pictured", photos: [photo])], images: [Fixtures.image])

        let image = try await sut.catalog.image(forPhotoReference: "photo-1")
        let unknown = try await sut.catalog.image(forPhotoReference: "photo-2")

        XCTAssertEqual(image, Fixtures.image)
        XCTAssertNil(unknown)
    }

    // MARK: - Helpers

    func assertThatCoverageCountsTheRestaurantsBoundsThemAndSaysWhetherAllAreTheDemos() async throws {
        let empty = try await makeSUT(restaurants: [])
        let demo = try await makeSUT(restaurants: [
            Fixtures.restaurant("West", at: GeoPoint(latitude: 38.70, longitude: -9.20)),
            Fixtures.restaurant("East", at: GeoPoint(latitude: 38.75, longitude: -9.10)),
        ])
        let mixed = try await makeSUT(restaurants: [
            Fixtures.restaurant("Demo", at: GeoPoint(latitude: 38.70, longitude: -9.20)),
            Fixtures.restaurant("Imported", at: GeoPoint(latitude: 55.67, longitude: 12.56), source: .openStreetMap),
        ])

        let emptyCoverage = try await empty.catalog.coverage()
        let demoCoverage = try await demo.catalog.coverage()
        let mixedCoverage = try await mixed.catalog.coverage()

        XCTAssertEqual(emptyCoverage, CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil))
        XCTAssertEqual(demoCoverage, CatalogCoverage(
            restaurantCount: 2, demoCount: 2, bounds: GeoBoundingBox(minLatitude: 38.70, maxLatitude: 38.75, minLongitude: -9.20, maxLongitude: -9.10)
        ))
        XCTAssertTrue(demoCoverage.isDemo)
        XCTAssertEqual(mixedCoverage.restaurantCount, 2)
        XCTAssertFalse(mixedCoverage.isDemo)
        XCTAssertEqual(mixedCoverage.bounds?.maxLatitude, 55.67)
    }

    private func names(of hits: [NearbyHit], in sut: RepositorySet) async throws -> [String] {
        try await sut.catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: false).map(\.name)
    }

    private func makeUser(in sut: RepositorySet) async throws -> User {
        let user = SpecsValues.user()
        try await sut.users.create(user, passwordHash: "hash", at: SpecsValues.now)
        return user
    }
}
