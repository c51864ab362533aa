import Core
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class PlacesNearbyRestaurantsServiceTests: XCTestCase {
    func test_searchNearby_requestsTheFirstPageWithTheContractsParametersAndKey() async throws {
        let (sut, client) = makeSUT(answers: [page([])], key: "KEY")

        _ = try await sut.searchNearby(makeQuery(radius: 1_500, openNow: true))

        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(url.path, "/maps/api/place/nearbysearch/json")
        XCTAssertEqual(queryItems(url), ["location": "38.7223,-9.1393", "radius": "1500", "type": "restaurant", "opennow": "true", "key": "KEY"])
    }

    func test_searchNearby_sendsWhatToEatAsTheKeywordAndThePriceRangeAsMinAndMaxPrice() async throws {
        let (sut, client) = makeSUT(answers: [page([])], key: nil)

        _ = try await sut.searchNearby(makeQuery(radius: 1_500, what: "vegan ramen", priceLevels: 2...3))

        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(queryItems(url), [
            "location": "38.7223,-9.1393", "radius": "1500", "type": "restaurant", "keyword": "vegan ramen", "minprice": "2", "maxprice": "3",
        ])
    }

    func test_searchNearby_asksForNearestFirstWithoutARadiusWhenSortingByDistance() async throws {
        let (sut, client) = makeSUT(answers: [page([])], key: nil)

        _ = try await sut.searchNearby(makeQuery(ranking: .distance))

        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests.first?.url)), ["location": "38.7223,-9.1393", "rankby": "distance", "type": "restaurant"])
    }

    func test_searchNearby_mapsResultsAndTakesTheFirstPhoto() async throws {
        let json = result("a", rating: 4.6, openNow: false, photos: [["photo_reference": "P1", "width": 400, "height": 300], ["photo_reference": "P2", "width": 1, "height": 1]])
        let (sut, _) = makeSUT(answers: [page([json])])

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants, .live([NearbyRestaurant(id: "a", name: "Restaurant a", isOpen: false, rating: 4.6, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: Photo(reference: "P1", width: 400, height: 300))]))
    }

    func test_searchNearby_keepsResultsWithoutOptionalFieldsAndDropsMalformedOnes() async throws {
        let minimal: [String: Any] = ["place_id": "b", "name": "Bare", "geometry": ["location": ["lat": 38.7223, "lng": -9.1393]]]
        let malformed: [String: Any] = ["name": "No id"]
        let (sut, _) = makeSUT(answers: [page([minimal, malformed])])

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants.value, [NearbyRestaurant(id: "b", name: "Bare", isOpen: nil, rating: nil, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil)])
        XCTAssertEqual(restaurants.partialReason, "the server's answer did not have the expected shape: 1 place skipped")
    }

    func test_searchNearby_treatsZeroResultsAsAnEmptyAnswer() async throws {
        let (sut, _) = makeSUT(answers: [.json(#"{"html_attributions":[],"results":[],"status":"ZERO_RESULTS"}"#)])

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants, .live([]))
    }

    func test_searchNearby_throwsRequestDeniedWithGooglesMessage() async {
        let (sut, _) = makeSUT(answers: [.json(#"{"results":[],"status":"REQUEST_DENIED","error_message":"You're calling a legacy API, which is not enabled for your project."}"#)])

        await assertThrowsAsync(PlacesError.requestDenied("You're calling a legacy API, which is not enabled for your project.")) {
            _ = try await sut.searchNearby(makeQuery())
        }
    }

    func test_searchNearby_dropsRestaurantsBelowTheMinimumRatingOrBeyondTheRadius() async throws {
        let (sut, _) = makeSUT(answers: [page([
            result("good", rating: 4.5), result("poor", rating: 3.9), result("unrated", rating: nil), result("far", rating: 5, latitude: 38.8),
        ])])

        let restaurants = try await sut.searchNearby(makeQuery(radius: 1_000, minimumRating: 4))

        XCTAssertEqual(restaurants.value.map(\.id), ["good"])
    }

    func test_searchNearby_readsEveryPageForTheBestRatedSoTheyCanAllBeRanked() async throws {
        let (sut, client) = makeSUT(answers: [
            page((1...20).map { result("a\($0)") }, next: "T1"),
            page((1...20).map { result("b\($0)") }, next: "T2"),
            page((1...20).map { result("c\($0)") }),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 5))

        XCTAssertEqual(restaurants.value.count, 60)
        XCTAssertEqual(client.requests.count, 3)
        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests.last?.url)), ["pagetoken": "T2"])
        XCTAssertEqual(restaurants.partialReason, "the Places service returned 60 places for this search and no more, so more may match")
    }

    func test_searchNearby_creditsEveryPagesAttributionsOnceAsTextAndIsADemoOnlyWhenEveryPageSays() async throws {
        let osm = #"Data © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>, ODbL"#
        let (sut, _) = makeSUT(answers: [
            page((1...20).map { result("a\($0)") }, next: "T1", attributions: [osm], demo: true),
            page([result("b")], attributions: [osm, "Listings by <b>Example</b> &amp; Co"]),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 30))

        XCTAssertEqual(restaurants.credits, SourceCredits(
            isDemoCatalog: false, attributions: ["Data © OpenStreetMap contributors, ODbL", "Listings by Example & Co"]
        ))
    }

    func test_searchNearby_asksTheServerForTheMinimumRatingAndSaysNothingIsMissingWhenFewerThanSixtyCame() async throws {
        let (sut, client) = makeSUT(answers: [page([result("good", rating: 4.5)])])

        let restaurants = try await sut.searchNearby(makeQuery(radius: 1_000, ranking: .rating, minimumRating: 4.5))

        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests.first?.url))["minrating"], "4.5")
        XCTAssertNil(restaurants.partialReason)
    }

    func test_searchNearby_makesOneRequestWhenServerRanksByRating() async throws {
        // Given a server that says its first page is ranked best rated first
        let (sut, client) = makeSUT(answers: [
            page((1...20).map { result("a\($0)", rating: 5 - Double($0) / 10) }, next: "T1", rankedByRating: true),
            page((1...20).map { result("b\($0)", rating: 2) }, next: "T2"),
        ])

        // When the best rated are asked for, up to a limit the first page covers
        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 5))

        // Then that page answers alone, best first, cut to the limit
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(restaurants.value.map(\.id), ["a1", "a2", "a3", "a4", "a5"])
    }

    func test_searchNearby_stopsAtAPageRankedByRatingThatEndsBelowTheMinimumRating() async throws {
        // Given a rating-ranked first page whose last restaurants fall below the minimum rating
        let (sut, client) = makeSUT(answers: [
            page([result("good", rating: 4.5), result("fair", rating: 4), result("poor", rating: 3)], next: "T1", rankedByRating: true),
            page([result("worse", rating: 2)]),
        ])

        // When more restaurants are wanted than pass the minimum on that page
        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, minimumRating: 4, limit: 20))

        // Then later pages, rated lower still, are not asked for
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(restaurants.value.map(\.id), ["good", "fair"])
    }

    func test_searchNearby_followsPagesRankedByRatingUntilTheLimitIsReached() async throws {
        // Given rating-ranked pages where one page holds fewer restaurants than the limit
        let (sut, client) = makeSUT(answers: [
            page((1...20).map { result("a\($0)") }, next: "T1", rankedByRating: true),
            page((1...20).map { result("b\($0)") }, next: "T2"),
            page((1...20).map { result("c\($0)") }),
        ])

        // When 30 are wanted
        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 30))

        // Then the second page completes the answer and the third is not asked for
        XCTAssertEqual(client.requests.count, 2)
        XCTAssertEqual(restaurants.value.count, 30)
    }

    func test_searchNearby_stopsFollowingPagesOnceTheNearestReachTheLimit() async throws {
        let (sut, client) = makeSUT(answers: [
            page((1...20).map { result("a\($0)") }, next: "T1"),
            page((1...20).map { result("b\($0)") }, next: "T2"),
            page((1...20).map { result("c\($0)") }),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .distance, limit: 30))

        XCTAssertEqual(restaurants.value.count, 30)
        XCTAssertEqual(client.requests.count, 2)
        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests.last?.url)), ["pagetoken": "T1"])
    }

    func test_searchNearby_stopsAfterThreePages() async throws {
        let (sut, client) = makeSUT(answers: (1...4).map { number in page([result("p\(number)")], next: "T\(number)") })

        let restaurants = try await sut.searchNearby(makeQuery(limit: 60))

        XCTAssertEqual(restaurants.value.map(\.id), ["p1", "p2", "p3"])
        XCTAssertEqual(client.requests.count, 3)
    }

    func test_searchNearby_waitsAndRetriesAPageTokenThatIsNotValidYet() async throws {
        let waits = WaitSpy()
        let (sut, client) = makeSUT(answers: [
            page([result("a")], next: "T1"),
            .json(#"{"results":[],"status":"INVALID_REQUEST"}"#),
            page([result("b")]),
        ], wait: waits.record)

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants.value.map(\.id), ["a", "b"])
        XCTAssertEqual(client.requests.count, 3)
        XCTAssertEqual(waits.durations, [PlacesNearbyRestaurantsService.pageTokenDelay])
    }

    func test_searchNearby_stopsFollowingNearestFirstPagesOnceBeyondTheRadius() async throws {
        let (sut, client) = makeSUT(answers: [page([result("near"), result("far", latitude: 38.8)], next: "T1"), page([result("farther", latitude: 38.9)])])

        let restaurants = try await sut.searchNearby(makeQuery(radius: 1_000, ranking: .distance))

        XCTAssertEqual(restaurants.value.map(\.id), ["near"])
        XCTAssertEqual(client.requests.count, 1)
    }

    func test_searchNearby_neverListsARestaurantTwice() async throws {
        let (sut, _) = makeSUT(answers: [page([result("a")], next: "T1"), page([result("a"), result("b")])])

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants.value.map(\.id), ["a", "b"])
    }

    func test_searchNearby_keepsTheFirstPageAndSaysWhyTheAnswerIsPartialWhenPageTwoFailsTransiently() async throws {
        let (sut, _) = makeSUT(answers: [page([result("a"), result("b")], next: "T1"), .status(503)])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating))

        XCTAssertEqual(restaurants.value.map(\.id), ["a", "b"])
        XCTAssertEqual(restaurants.origin, .live)
        XCTAssertEqual(restaurants.partialReason, "page 2 could not be fetched: The server failed (HTTP 503).")
    }

    func test_searchNearby_keepsTheFirstTwoPagesWhenPageThreeCannotBeReached() async throws {
        let (sut, _) = makeSUT(answers: [
            page([result("a")], next: "T1"),
            page([result("b")], next: "T2"),
            .failure(HTTPClientError.cannotConnect(origin: "http://places")),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating))

        XCTAssertEqual(restaurants.value.map(\.id), ["a", "b"])
        XCTAssertEqual(restaurants.partialReason?.hasPrefix("page 3 could not be fetched: "), true, "\(String(describing: restaurants.partialReason))")
    }

    func test_searchNearby_isWholeWhenEveryPageArrives() async throws {
        let (sut, _) = makeSUT(answers: [page([result("a")], next: "T1"), page([result("b")])])

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertNil(restaurants.partialReason)
    }

    func test_searchNearby_stillFailsWhenALaterPageIsRefusedForGood() async {
        let (sut, _) = makeSUT(answers: [page([result("a")], next: "T1"), .json(#"{"status":"REQUEST_DENIED","error_message":"Key revoked."}"#)])

        await assertThrowsAsync(PlacesError.requestDenied("Key revoked.")) { _ = try await sut.searchNearby(makeQuery()) }
    }

    func test_searchNearby_stillFailsWhenTheFirstPageFailsTransiently() async {
        let (sut, _) = makeSUT(answers: [.status(503)])

        await assertThrowsAsync(RemoteStoreError.serverError(status: 503, reason: nil)) { _ = try await sut.searchNearby(makeQuery()) }
    }

    // MARK: - Helpers

    private func makeSUT(
        answers: [HTTPClientSpy.Answer],
        key: String? = nil,
        wait: @escaping @Sendable (Duration) async throws -> Void = { _ in }
    ) -> (PlacesNearbyRestaurantsService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: answers)
        let sut = PlacesNearbyRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key)), distance: FlatDistance(), wait: wait)
        return (sut, client)
    }

    private func result(_ id: String, rating: Double? = 4, openNow: Bool? = true, latitude: Double = 38.7223, photos: [[String: Any]]? = nil) -> [String: Any] {
        var json: [String: Any] = ["place_id": id, "name": "Restaurant \(id)", "geometry": ["location": ["lat": latitude, "lng": -9.1393]]]
        json["rating"] = rating
        json["opening_hours"] = openNow.map { ["open_now": $0] }
        json["photos"] = photos
        return json
    }

    private func page(
        _ results: [[String: Any]], next: String? = nil, rankedByRating: Bool = false, attributions: [String] = [], demo: Bool = false
    ) -> HTTPClientSpy.Answer {
        var json: [String: Any] = ["html_attributions": attributions, "results": results, "status": results.isEmpty ? "ZERO_RESULTS" : "OK"]
        json["next_page_token"] = next
        json["foodybite_ranked_by"] = rankedByRating ? "rating" : nil
        json["foodybite_catalog"] = demo ? "demo" : nil
        return .response(status: 200, body: jsonData(json), headers: ["Content-Type": "application/json"])
    }

    private func queryItems(_ url: URL) -> [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
    }

    private final class WaitSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Duration] = []

        var durations: [Duration] { lock.withLock { recorded } }

        var record: @Sendable (Duration) async throws -> Void {
            { [self] duration in lock.withLock { recorded.append(duration) } }
        }
    }
}
