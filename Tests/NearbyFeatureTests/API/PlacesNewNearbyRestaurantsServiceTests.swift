import Core
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesNewNearbyRestaurantsServiceTests: XCTestCase {
    func test_searchNearby_postsOneNearbySearchForTheNearestTwentyOrFewerWithoutFilters() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "KEY")

        _ = try await sut.searchNearby(makeQuery(radius: 1_500, ranking: .distance, limit: 20))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:searchNearby")
        XCTAssertEqual(try body(of: request), [
            "includedTypes": ["restaurant"],
            "maxResultCount": 20,
            "locationRestriction": ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 1500]],
            "rankPreference": "DISTANCE",
        ] as NSDictionary)
    }

    func test_searchNearby_asksTextSearchWithTheFiltersInARectangleAroundTheCircleForAnyOtherQuestion() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "KEY")

        _ = try await sut.searchNearby(makeQuery(radius: 2_000, openNow: true, ranking: .rating, minimumRating: 4.3))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:searchText")
        let body = try body(of: request)
        XCTAssertEqual(body["textQuery"] as? String, "restaurant")
        XCTAssertEqual(body["includedType"] as? String, "restaurant")
        XCTAssertEqual(body["strictTypeFiltering"] as? Bool, true)
        XCTAssertEqual(body["openNow"] as? Bool, true)
        XCTAssertEqual(body["minRating"] as? Double, 4.0, "Google rounds up to the half star: 4.3 is asked as 4.0 and applied here")
        XCTAssertEqual(body["pageSize"] as? Int, 20)
        XCTAssertEqual(body["rankPreference"] as? String, "RELEVANCE")
        XCTAssertNil(body["pageToken"])
        let rectangle = try XCTUnwrap((body["locationRestriction"] as? [String: Any])?["rectangle"] as? [String: [String: Double]])
        let (low, high) = (try XCTUnwrap(rectangle["low"]), try XCTUnwrap(rectangle["high"]))
        let distance = GreatCircleDistance(), center = Coordinates(latitude: 38.7223, longitude: -9.1393)
        for edge in [
            Coordinates(latitude: low["latitude"]!, longitude: -9.1393), Coordinates(latitude: high["latitude"]!, longitude: -9.1393),
            Coordinates(latitude: 38.7223, longitude: low["longitude"]!), Coordinates(latitude: 38.7223, longitude: high["longitude"]!),
        ] {
            XCTAssertEqual(distance.distance(from: center, to: edge), 2_000, accuracy: 1, "each side touches the circle: \(edge)")
        }
    }

    func test_searchNearby_asksTextSearchForWhatToEatWithTheCuisinesTypeAndThePriceLevels() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "KEY")

        _ = try await sut.searchNearby(makeQuery(openNow: true, ranking: .distance, what: "  Sushi   bar ", priceLevels: 1...2))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:searchText")
        let body = try body(of: request)
        XCTAssertEqual(body["textQuery"] as? String, "Sushi bar")
        XCTAssertEqual(body["includedType"] as? String, "sushi_restaurant")
        XCTAssertEqual(body["priceLevels"] as? [String], ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE"])
        XCTAssertEqual(body["openNow"] as? Bool, true)
        XCTAssertEqual(body["rankPreference"] as? String, "DISTANCE")
    }

    func test_searchNearby_narrowsTheTypeByTheFirstWordNamingACuisineInAnyLanguageTheTableKnows() async throws {
        let cases: [(String, String)] = [("pizzaria", "pizza_restaurant"), ("cheap Hamburguer", "hamburger_restaurant"), ("Navat", "restaurant"), ("tasca", "restaurant")]
        for (what, type) in cases {
            let (sut, client) = makeSUT(answer: .json("{}"))

            _ = try await sut.searchNearby(makeQuery(ranking: .distance, what: what))

            XCTAssertEqual(try body(of: XCTUnwrap(client.requests.first))["includedType"] as? String, type, what)
        }
    }

    func test_searchNearby_keepsOnlyPlacesPricedWithinTheRangeAsked() async throws {
        var cheap = place("cheap", rating: 4, openNow: true), dear = place("dear", rating: 4, openNow: true), unknown = place("unknown", rating: 4, openNow: true)
        cheap["priceLevel"] = "PRICE_LEVEL_MODERATE"
        dear["priceLevel"] = "PRICE_LEVEL_EXPENSIVE"
        unknown["priceLevel"] = nil
        let (sut, _) = makeSUT(answer: .json(places([cheap, dear, unknown])))

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .distance, priceLevels: 1...2))

        XCTAssertEqual(restaurants.value.map(\.id), ["cheap"])
    }

    func test_searchNearby_readsEveryTextSearchPageForTheBestRatedAndCutsThemToTheCircle() async throws {
        let outside = place("outside", rating: 5, openNow: true, latitude: 38.80)
        let (sut, client) = makeSUT(answers: [
            .json(places([place("a", rating: 4.1, openNow: true), outside], nextPageToken: "TOKEN-2")),
            .json(places([place("b", rating: 4.9, openNow: true)])),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 20))

        XCTAssertNil(restaurants.partialReason)
        XCTAssertEqual(restaurants.value.map(\.id), ["a", "b"])
        XCTAssertEqual(client.requests.count, 2)
        XCTAssertEqual(try body(of: client.requests[1])["pageToken"] as? String, "TOKEN-2")
    }

    func test_searchNearby_stopsReadingNearestFirstTextSearchPagesOnceItHasTheLimit() async throws {
        let (sut, client) = makeSUT(answers: [
            .json(places((1...20).map { place("p\($0)", rating: 4.5, openNow: true) }, nextPageToken: "TOKEN-2")),
            .json(places((21...40).map { place("p\($0)", rating: 4.5, openNow: true) }, nextPageToken: "TOKEN-3")),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(openNow: true, ranking: .distance, limit: 25))

        XCTAssertEqual(restaurants.value.count, 25)
        XCTAssertNil(restaurants.partialReason)
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_searchNearby_stopsReadingBestRatedPagesOnceItHasTheLimitWhenTheServerRanksByRating() async throws {
        let (sut, client) = makeSUT(answers: [
            .json(places((1...20).map { place("p\($0)", rating: 5 - Double($0) / 100, openNow: true) }, nextPageToken: "2", rankedByRating: true)),
            .json(places((21...40).map { place("p\($0)", rating: 4, openNow: true) }, nextPageToken: "3", rankedByRating: true)),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 5))

        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(restaurants.value.map(\.id), ["p1", "p2", "p3", "p4", "p5"])
        XCTAssertNil(restaurants.partialReason)
    }

    func test_searchNearby_saysMoreMayMatchWhenTheTextSearchEndsAtGooglesSixty() async throws {
        let (sut, _) = makeSUT(answers: [
            .json(places((1...20).map { place("p\($0)", rating: 4.5, openNow: true) }, nextPageToken: "2")),
            .json(places((21...40).map { place("p\($0)", rating: 4.5, openNow: true) }, nextPageToken: "3")),
            .json(places((41...60).map { place("p\($0)", rating: 4.5, openNow: true) })),
        ])

        let restaurants = try await sut.searchNearby(makeQuery(ranking: .rating, limit: 60))

        XCTAssertEqual(restaurants.value.count, 60)
        XCTAssertEqual(restaurants.partialReason, "the Places service returned 60 places for this search and no more, so more may match")
    }

    func test_searchNearby_sendsTheKeyOnlyInItsHeaderAndANarrowFieldMask() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "SECRET-KEY")

        _ = try await sut.searchNearby(makeQuery())

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET-KEY")
        XCTAssertFalse(request.url?.absoluteString.contains("SECRET") == true)
        let mask = try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init)
        XCTAssertFalse(mask.contains("*"))
        XCTAssertTrue(mask.allSatisfy { $0.hasPrefix("places.") || $0 == "nextPageToken" }, "\(mask)")
        XCTAssertTrue(Set(mask).isSuperset(of: ["places.id", "places.displayName", "places.location", "places.rating"]))
    }

    func test_searchNearby_sendsNoKeyHeaderWithoutAKey() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: nil)

        _ = try await sut.searchNearby(makeQuery())

        XCTAssertNil(client.requests.first?.value(forHTTPHeaderField: "X-Goog-Api-Key"))
    }

    func test_searchNearby_mapsEveryPlaceFactTheListShows() async throws {
        let (sut, _) = makeSUT(answer: .json(#"""
            {"places": [{
              "id": "ChIJ1", "displayName": {"text": "Cervejaria Ramiro", "languageCode": "pt"},
              "location": {"latitude": 38.7205, "longitude": -9.1357},
              "rating": 4.6, "userRatingCount": 31250, "priceLevel": "PRICE_LEVEL_MODERATE", "businessStatus": "OPERATIONAL",
              "regularOpeningHours": {"openNow": true},
              "photos": [{"name": "places/ChIJ1/photos/AUc1", "widthPx": 4032, "heightPx": 3024, "authorAttributions": []},
                         {"name": "places/ChIJ1/photos/AUc2", "widthPx": 10, "heightPx": 10}]
            }]}
            """#))

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants, .live([NearbyRestaurant(
            id: "ChIJ1", name: "Cervejaria Ramiro", isOpen: true, rating: 4.6,
            location: Coordinates(latitude: 38.7205, longitude: -9.1357),
            photo: Photo(reference: "places/ChIJ1/photos/AUc1", width: 4032, height: 3024),
            ratingsCount: 31250, priceLevel: 2, businessStatus: .operational
        )]))
    }

    func test_searchNearby_keepsPlacesWithoutOptionalFieldsAndUnicodeNamesAndDropsMalformedOnes() async throws {
        let (sut, _) = makeSUT(answer: .json(#"""
            {"places": [
              {"id": "bare", "displayName": {"text": "Tasca do Zé — 小吃"}, "location": {"latitude": 38.7223, "longitude": -9.1393}},
              {"id": "noName", "location": {"latitude": 38.7223, "longitude": -9.1393}},
              {"displayName": {"text": "No id"}, "location": {"latitude": 1, "longitude": 2}},
              {"id": "unspecified", "displayName": {"text": "Price unknown"}, "location": {"latitude": 38.7223, "longitude": -9.1393},
               "priceLevel": "PRICE_LEVEL_UNSPECIFIED", "businessStatus": "BUSINESS_STATUS_UNSPECIFIED"}
            ]}
            """#))

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants.value, [
            NearbyRestaurant(id: "bare", name: "Tasca do Zé — 小吃", isOpen: nil, rating: nil, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil),
            NearbyRestaurant(id: "unspecified", name: "Price unknown", isOpen: nil, rating: nil, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil),
        ])
        XCTAssertEqual(restaurants.partialReason, "the server's answer did not have the expected shape: 2 places skipped")
    }

    func test_searchNearby_answersNothingForGooglesEmptyObject() async throws {
        let (sut, _) = makeSUT(answer: .json("{}"))

        let restaurants = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(restaurants, .live([]))
    }

    func test_searchNearby_appliesTheMinimumRatingAndOpenNowToTheAnswer() async throws {
        let (sut, _) = makeSUT(answer: .json(places([
            place("good", rating: 4.5, openNow: true), place("poor", rating: 3.9, openNow: true), place("unrated", rating: nil, openNow: true),
            place("shut", rating: 4.8, openNow: false), place("unknownHours", rating: 4.8, openNow: nil),
            place("closedForNow", rating: 4.9, openNow: true, status: "CLOSED_TEMPORARILY"),
        ])))

        let restaurants = try await sut.searchNearby(makeQuery(openNow: true, minimumRating: 4))

        XCTAssertEqual(restaurants.value.map(\.id), ["good"])
    }

    func test_searchNearby_neverCountsAClosedBusinessAsOpenNow() async throws {
        let (sut, _) = makeSUT(answer: .json(places([place("paused", rating: 4, openNow: true, status: "CLOSED_TEMPORARILY")])))

        let restaurant = try await sut.searchNearby(makeQuery()).value.first

        XCTAssertEqual(restaurant?.isOpen, false)
        XCTAssertEqual(restaurant?.businessStatus, .closedTemporarily)
    }

    func test_searchNearby_leavesOutPlacesClosedForGoodUnlessAskedAndAsksOurServerForThem() async throws {
        let answer = places([place("gone", rating: 4, openNow: true, status: "CLOSED_PERMANENTLY"), place("open", rating: 4, openNow: true)])
        let (sut, client) = makeSUT(answers: [.json(answer), .json(answer)])

        let byDefault = try await sut.searchNearby(makeQuery())
        let included = try await sut.searchNearby(makeQuery(includeClosed: true))

        XCTAssertEqual(byDefault.value.map(\.id), ["open"])
        XCTAssertEqual(included.value.map(\.id), ["gone", "open"])
        XCTAssertNil(try body(of: client.requests[0])["includeClosed"])
        XCTAssertEqual(try body(of: client.requests[1])["includeClosed"] as? Bool, true)
    }

    func test_searchNearby_sendsOurServerTheExactMinimumRatingButNeverGooglesHost() async throws {
        let (ours, ourClient) = makeSUT(answer: .json("{}"))
        let google = HTTPClientSpy(answers: [.json("{}")])
        let toGoogle = PlacesNewNearbyRestaurantsService(
            places: PlacesConnection(client: google, baseURL: URL(string: "https://places.googleapis.com")!, key: PlacesAPIKey("KEY")),
            distance: GreatCircleDistance()
        )

        _ = try await ours.searchNearby(makeQuery(minimumRating: 4.7, includeClosed: true))
        _ = try await toGoogle.searchNearby(makeQuery(minimumRating: 4.7, includeClosed: true))

        XCTAssertEqual(try body(of: ourClient.requests[0])["foodybiteMinRating"] as? Double, 4.7)
        XCTAssertEqual(try body(of: ourClient.requests[0])["minRating"] as? Double, 4.5)
        let googleBody = try body(of: try XCTUnwrap(google.requests.first))
        XCTAssertNil(googleBody["foodybiteMinRating"])
        XCTAssertNil(googleBody["includeClosed"])
        XCTAssertEqual(googleBody["minRating"] as? Double, 4.5)
    }

    func test_searchNearby_cutsNearestFirstToTheLimitAndKeepsEveryCandidateForTheBestRated() async throws {
        let twenty = places((1...20).map { place("p\($0)", rating: 4, openNow: true) })
        let (nearest, _) = makeSUT(answer: .json(twenty))
        let (best, _) = makeSUT(answer: .json(twenty))

        let nearestCount = try await nearest.searchNearby(makeQuery(ranking: .distance, limit: 5)).value.count
        let bestCount = try await best.searchNearby(makeQuery(ranking: .rating, limit: 5)).value.count

        XCTAssertEqual(nearestCount, 5)
        XCTAssertEqual(bestCount, 20)
    }

    func test_searchNearby_throwsTheMappedGoogleError() async {
        let (sut, _) = makeSUT(answer: .json(PlacesNewErrorFixtures.quotaExhausted.body, status: PlacesNewErrorFixtures.quotaExhausted.status))

        await assertThrowsAsync(PlacesError.overQueryLimit("Quota exceeded for quota metric 'SearchNearbyRequest' and limit 'SearchNearbyRequest per minute'.")) {
            _ = try await sut.searchNearby(makeQuery())
        }
    }

    // MARK: - Helpers

    private func makeSUT(answer: HTTPClientSpy.Answer, key: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> (PlacesNewNearbyRestaurantsService, HTTPClientSpy) {
        makeSUT(answers: [answer], key: key, file: file, line: line)
    }

    private func makeSUT(answers: [HTTPClientSpy.Answer], key: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> (PlacesNewNearbyRestaurantsService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: answers)
        trackForMemoryLeaks(client, file: file, line: line)
        let sut = PlacesNewNearbyRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key)), distance: GreatCircleDistance())
        return (sut, client)
    }

    private func place(_ id: String, rating: Double?, openNow: Bool?, status: String? = nil, latitude: Double = 38.7223) -> [String: Any] {
        var json: [String: Any] = ["id": id, "displayName": ["text": "Restaurant \(id)"], "location": ["latitude": latitude, "longitude": -9.1393]]
        json["rating"] = rating
        json["regularOpeningHours"] = openNow.map { ["openNow": $0] }
        json["businessStatus"] = status
        return json
    }

    private func places(_ places: [[String: Any]], nextPageToken: String? = nil, rankedByRating: Bool = false) -> String {
        var answer: [String: Any] = ["places": places]
        answer["nextPageToken"] = nextPageToken
        answer["foodybiteRankedBy"] = rankedByRating ? "rating" : nil
        return String(decoding: jsonData(answer), as: UTF8.self)
    }

    private func body(of request: URLRequest) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? NSDictionary)
    }
}
