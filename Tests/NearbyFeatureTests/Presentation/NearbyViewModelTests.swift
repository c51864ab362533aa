import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class NearbyViewModelTests: XCTestCase {
    func test_load_searchesAroundTheCurrentLocationWithThePreferredCriteria() async throws {
        let (sut, service) = makeSUT(criteria: SearchCriteria(radius: 2_500, minimumRating: 3.5))

        _ = try await sut.load(NearbyInput())

        XCTAssertEqual(service.queries, [NearbySearchQuery(center: Coordinates(latitude: 38.7223, longitude: -9.1393), radius: 2_500, openNow: false, ranking: .rating, minimumRating: 3.5, limit: 20)])
    }

    func test_load_letsTheInputOverrideLocationAndPreferences() async throws {
        let (sut, service) = makeSUT(criteria: SearchCriteria(radius: 2_500, minimumRating: 3.5))
        let elsewhere = Coordinates(latitude: 55.676, longitude: 12.568)

        let data = try await sut.load(NearbyInput(location: elsewhere, radius: 800, minimumRating: 0, openNow: true, ranking: .distance, limit: 5))

        XCTAssertEqual(service.queries, [NearbySearchQuery(center: elsewhere, radius: 800, openNow: true, ranking: .distance, minimumRating: 0, limit: 5)])
        XCTAssertEqual(data.center, UserLocation(coordinates: elsewhere, source: .flag))
    }

    func test_load_ordersBestRatedFirstWithUnratedLastAndNearerFirstOnTies() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([
            makeRestaurant("unrated", rating: nil, latitude: 38.7224),
            makeRestaurant("good-far", rating: 4.5, latitude: 38.7300),
            makeRestaurant("best", rating: 4.9, latitude: 38.7400),
            makeRestaurant("good-near", rating: 4.5, latitude: 38.7230),
        ]))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.rows.map(\.id), ["best", "good-near", "good-far", "unrated"])
    }

    func test_load_ranksByTheConfidenceWeightedScoreSoFewRatingsDoNotBeatMany() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([
            makeRestaurant("perfect-from-three", rating: 5.0, ratingsCount: 3),
            makeRestaurant("great-from-six-hundred", rating: 4.8, ratingsCount: 600),
            makeRestaurant("good-from-two-hundred", rating: 4.4, ratingsCount: 200),
        ]))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.rows.map(\.id), ["great-from-six-hundred", "good-from-two-hundred", "perfect-from-three"])
        let expected: [Double] = [(35 + 4.8 * 600) / 610, (35 + 4.4 * 200) / 210, (35 + 5.0 * 3) / 13]
        XCTAssertEqual(data.rows.map { $0.score ?? 0 }, expected)
    }

    func test_load_findingNothingFarFromTheCatalogSaysWhereItHasRestaurantsAndHowToGetLocalData() async throws {
        let lisbon = CatalogCoverage(
            restaurantCount: 3_000, southWest: Coordinates(latitude: 38.61, longitude: -9.27), northEast: Coordinates(latitude: 38.83, longitude: -9.0),
            description: "fictional restaurants around Lisbon", isDemo: true
        )
        let (sut, service) = makeSUT(coverage: lisbon)
        service.result = .success(.live([]))

        let copenhagen = try await sut.load(NearbyInput(location: Coordinates(latitude: 55.676, longitude: 12.568)))
        let lisbonOutskirts = try await sut.load(NearbyInput(location: Coordinates(latitude: 38.9, longitude: -9.1), minimumRating: 4.5, openNow: true))

        let hint = try XCTUnwrap(copenhagen.emptyHint)
        XCTAssertTrue(hint.contains("3000 fictional restaurants around Lisbon (the demo catalog)"), hint)
        XCTAssertTrue(hint.contains("nothing within 50 km of 55.676,12.568"), hint)
        XCTAssertTrue(hint.contains("foodybite-server import") && hint.contains("GOOGLE_PLACES_API_KEY"), hint)
        XCTAssertEqual(
            lisbonOutskirts.emptyHint, "Nothing would be found without --open-now, nor without --min-rating, nor with --radius 40000 either."
        )
    }

    func test_load_findingNothingNamesTheLoosenedFilterThatWouldFindTheMost() async throws {
        let lisbon = CatalogCoverage(
            restaurantCount: 3_000, southWest: Coordinates(latitude: 38.61, longitude: -9.27), northEast: Coordinates(latitude: 38.83, longitude: -9.0),
            description: nil, isDemo: false
        )
        let (sut, service) = makeSUT(coverage: lisbon)
        service.answer = { query in
            if !query.openNow, query.minimumRating > 0 { return .live((1...14).map { makeRestaurant("r\($0)") }) }
            if query.minimumRating == 0, query.openNow { return .live([makeRestaurant("a"), makeRestaurant("b")]) }
            return .live([])
        }

        let data = try await sut.load(NearbyInput(minimumRating: 4.5, openNow: true))

        XCTAssertEqual(data.emptyHint, "Without --open-now, 14 restaurants would be found.")
        XCTAssertEqual(service.queries.count, 4, "the search, then one per loosened filter")
    }

    func test_load_findingNothingSaysWhatWouldBeFoundWithoutTheCuisines() async throws {
        let lisbon = CatalogCoverage(
            restaurantCount: 3_000, southWest: Coordinates(latitude: 38.61, longitude: -9.27), northEast: Coordinates(latitude: 38.83, longitude: -9.0),
            description: nil, isDemo: false
        )
        let (sut, service) = makeSUT(coverage: lisbon)
        service.answer = { query in query.cuisines.isEmpty ? .live([makeRestaurant("a"), makeRestaurant("b")]) : .live([]) }

        let data = try await sut.load(NearbyInput(cuisines: ["georgian"]))

        XCTAssertEqual(data.emptyHint, "Without --cuisine, 2 restaurants would be found.")
    }

    func test_load_findingNothingFromASourceThatCannotSayWhereItHasRestaurantsSuggestsLooserFilters() async throws {
        let (sut, service) = makeSUT(coverage: nil)
        service.result = .success(.live([]))

        let data = try await sut.load(NearbyInput(location: Coordinates(latitude: 55.676, longitude: 12.568)))
        let found = try await { () async throws -> NearbyViewData in
            service.result = .success(.live([makeRestaurant("a")]))
            return try await sut.load(NearbyInput())
        }()

        XCTAssertEqual(data.emptyHint, "Try a larger --radius.")
        XCTAssertNil(found.emptyHint)
    }

    func test_load_ranksEveryCandidateBeforeCuttingToTheLimit() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live((1...60).map { makeRestaurant("r\($0)", rating: Double($0 % 50) / 10) }))

        let data = try await sut.load(NearbyInput(limit: 3))

        XCTAssertEqual(data.rows.map(\.id), ["r49", "r48", "r47"])
    }

    func test_load_ranksTheBestMatchesOfWhatToEatFirstThenBestRated() async throws {
        let (sut, service) = makeSUT(matches: ["street": .other, "prefix": .prefix])
        func north(_ metres: Double) -> Coordinates { Coordinates(latitude: 38.7223 + metres / 111_195, longitude: -9.1393) }
        service.result = .success(.live([
            NearbyRestaurant(id: "street", name: "Tasca", isOpen: nil, rating: 4.9, location: north(10), photo: nil, ratingsCount: 900),
            NearbyRestaurant(id: "prefix", name: "Sushiko", isOpen: nil, rating: 4.8, location: north(20), photo: nil, ratingsCount: 900),
            NearbyRestaurant(id: "good", name: "Kaze", isOpen: nil, rating: 4.2, location: north(30), photo: nil, ratingsCount: 100),
            NearbyRestaurant(id: "best", name: "Sushi Bar", isOpen: nil, rating: 4.6, location: north(40), photo: nil, ratingsCount: 300),
        ]))

        let ranked = try await sut.load(NearbyInput(what: "sushi"))
        let nearest = try await sut.load(NearbyInput(ranking: .distance, what: "sushi"))

        XCTAssertEqual(ranked.rows.map(\.id), ["best", "good", "prefix", "street"])
        XCTAssertEqual(nearest.rows.map(\.id), ["street", "prefix", "good", "best"], "nearest first is only by distance")
    }

    func test_load_ordersNearestFirstWhenAskedToSortByDistance() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([makeRestaurant("far", latitude: 38.73), makeRestaurant("near", latitude: 38.7224), makeRestaurant("middle", latitude: 38.725)]))

        let data = try await sut.load(NearbyInput(ranking: .distance))

        XCTAssertEqual(data.rows.map(\.id), ["near", "middle", "far"])
    }

    func test_load_computesEachRowsDistanceFromTheCentre() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([makeRestaurant("a", latitude: 38.7323)]))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.rows.first?.distanceMeters ?? 0, 1_112, accuracy: 1)
        XCTAssertEqual(data.rows.first?.distanceText, "1.1 km")
    }

    func test_load_keepsWhereTheAnswerCameFrom() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let (sut, service) = makeSUT()
        service.result = .success(Sourced([makeRestaurant("a")], origin: .cache(savedAt: savedAt, reason: "offline")))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.origin, .cache(savedAt: savedAt, reason: "offline"))
        XCTAssertEqual(data.cacheNote(now: savedAt.addingTimeInterval(3 * 3_600)), "Showing results cached 3 hours ago: offline")
    }

    func test_load_keepsWhyTheAnswerIsPartial() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([makeRestaurant("a")], partialReason: "page 2 could not be fetched: down."))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.rows.map(\.id), ["a"])
        XCTAssertEqual(data.partialReason, "page 2 could not be fetched: down.")
    }

    func test_load_keepsHowTheSourceMatchedLoosely() async throws {
        let (sut, service) = makeSUT()
        service.result = .success(.live([makeRestaurant("a")], looseMatchReason: "pizza was asked for as words"))

        let data = try await sut.load(NearbyInput())

        XCTAssertEqual(data.looseMatchReason, "pizza was asked for as words")
        XCTAssertEqual(data.looseMatchNote, "Some places listed may not match: pizza was asked for as words.")
    }

    func test_load_passesTheServicesFailureOn() async {
        let (sut, service) = makeSUT()
        service.result = .failure(FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable))

        await assertThrowsAsync(FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable)) { _ = try await sut.load(NearbyInput()) }
    }

    // MARK: - Helpers

    private func makeSUT(
        criteria: SearchCriteria = SearchCriteria(radius: 10_000, minimumRating: 0), coverage: CatalogCoverage? = nil,
        matches: [String: MatchQuality] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> (NearbyViewModel, NearbyServiceSpy) {
        let service = NearbyServiceSpy()
        let sut = NearbyViewModel(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(criteria: criteria), distance: GreatCircleDistance(),
            coverageProvider: CoverageStub(coverage: coverage), matchJudge: MatchJudgeStub(qualities: matches)
        )
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service)
    }
}

/// Judges each restaurant as told by its id, `.exact` unless told; what it was asked about, for the test to check.
private struct MatchJudgeStub: MatchJudging {
    let qualities: [String: MatchQuality]

    func quality(of restaurant: NearbyRestaurant, for what: String) -> MatchQuality {
        what == "sushi" ? qualities[restaurant.id] ?? .exact : .other
    }
}

private struct CoverageStub: CatalogCoverageProviding {
    let coverage: CatalogCoverage?

    func coverage() async -> CatalogCoverage? { coverage }
}
