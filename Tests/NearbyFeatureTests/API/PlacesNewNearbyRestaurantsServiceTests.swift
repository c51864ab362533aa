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
    func test_searchNearby_postsOneSearchForTwentyRestaurantsInTheCircleByPopularity() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "KEY")

        _ = try await sut.searchNearby(makeQuery(radius: 1_500, ranking: .rating))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:searchNearby")
        XCTAssertEqual(try body(of: request), [
            "includedTypes": ["restaurant"],
            "maxResultCount": 20,
            "locationRestriction": ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 1500]],
            "rankPreference": "POPULARITY",
        ] as NSDictionary)
    }

    func test_searchNearby_asksForNearestFirstWhenSortingByDistance() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"))

        _ = try await sut.searchNearby(makeQuery(ranking: .distance))

        XCTAssertEqual(try body(of: try XCTUnwrap(client.requests.first))["rankPreference"] as? String, "DISTANCE")
    }

    func test_searchNearby_sendsTheKeyOnlyInItsHeaderAndANarrowFieldMask() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "SECRET-KEY")

        _ = try await sut.searchNearby(makeQuery())

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET-KEY")
        XCTAssertFalse(request.url?.absoluteString.contains("SECRET") == true)
        let mask = try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init)
        XCTAssertFalse(mask.contains("*"))
        XCTAssertTrue(mask.allSatisfy { $0.hasPrefix("places.") }, "\(mask)")
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
        let (sut, _) = makeSUT(answer: .json(places([place("gone", rating: 4, openNow: true, status: "CLOSED_PERMANENTLY")])))

        let restaurant = try await sut.searchNearby(makeQuery()).value.first

        XCTAssertEqual(restaurant?.isOpen, false)
        XCTAssertEqual(restaurant?.businessStatus, .closedPermanently)
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
        let client = HTTPClientSpy(answers: [answer])
        trackForMemoryLeaks(client, file: file, line: line)
        return (PlacesNewNearbyRestaurantsService(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key)), client)
    }

    private func place(_ id: String, rating: Double?, openNow: Bool?, status: String? = nil) -> [String: Any] {
        var json: [String: Any] = ["id": id, "displayName": ["text": "Restaurant \(id)"], "location": ["latitude": 38.7223, "longitude": -9.1393]]
        json["rating"] = rating
        json["regularOpeningHours"] = openNow.map { ["openNow": $0] }
        json["businessStatus"] = status
        return json
    }

    private func places(_ places: [[String: Any]]) -> String {
        String(decoding: jsonData(["places": places]), as: UTF8.self)
    }

    private func body(of request: URLRequest) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? NSDictionary)
    }
}
