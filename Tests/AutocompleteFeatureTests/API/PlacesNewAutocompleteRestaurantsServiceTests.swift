import AutocompleteFeature
import Core
import Foundation
import Shared
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesNewAutocompleteRestaurantsServiceTests: XCTestCase {
    func test_autocomplete_postsTheInputBiasedToTheCircleWithItsCentreAsOrigin() async throws {
        let (sut, client) = makeSUT(answer: .json("{}"), key: "SECRET-KEY")

        let predictions = try await sut.autocomplete(input: "tasca do", location: Coordinates(latitude: 38.7, longitude: -9.1), radius: 2_000)

        XCTAssertEqual(predictions, [])
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:autocomplete")
        XCTAssertEqual(try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? NSDictionary), [
            "input": "tasca do",
            "locationBias": ["circle": ["center": ["latitude": 38.7, "longitude": -9.1], "radius": 2000]],
            "origin": ["latitude": 38.7, "longitude": -9.1],
        ] as NSDictionary)
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET-KEY")
        XCTAssertFalse(request.url?.absoluteString.contains("SECRET") == true)
        let mask = try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask"))
        XCTAssertFalse(mask.contains("*"))
        XCTAssertTrue(mask.contains("suggestions.placePrediction.structuredFormat"), mask)
        XCTAssertTrue(mask.contains("suggestions.placePrediction.types"), mask)
    }

    func test_autocomplete_keepsEveryKindOfRestaurantAndDropsOtherPlaces() async throws {
        let (sut, _) = makeSUT(answer: .json(#"""
            {"suggestions": [
              {"placePrediction": {"placeId": "pizza", "text": {"text": "Tasca Pizza"}, "types": ["pizza_restaurant", "restaurant", "food"]}},
              {"placePrediction": {"placeId": "sushi", "text": {"text": "Tasca Sushi"}, "types": ["sushi_restaurant", "food", "establishment"]}},
              {"placePrediction": {"placeId": "street", "text": {"text": "Travessa da Tasca"}, "types": ["route", "geocode"]}},
              {"placePrediction": {"placeId": "shop", "text": {"text": "Tasca Shop"}, "types": ["store", "establishment"]}}
            ]}
            """#))

        let predictions = try await sut.autocomplete(input: "tasca", location: Coordinates(latitude: 0, longitude: 0), radius: 1)

        XCTAssertEqual(predictions.map(\.restaurantID), ["pizza", "sushi"])
    }

    func test_autocomplete_mapsPlacePredictionsSkippingQueryPredictionsAndMalformedOnes() async throws {
        let (sut, _) = makeSUT(answer: .json(#"""
            {"suggestions": [
              {"placePrediction": {"place": "places/ChIJ1", "placeId": "ChIJ1",
                "text": {"text": "Tasca do Zé, Rua da Prata, Lisboa", "matches": [{"endOffset": 5}]},
                "structuredFormat": {"mainText": {"text": "Tasca do Zé", "matches": [{"endOffset": 5}]}, "secondaryText": {"text": "Rua da Prata, Lisboa"}},
                "types": ["restaurant", "food", "point_of_interest", "establishment"], "distanceMeters": 420}},
              {"placePrediction": {"placeId": "ChIJ2", "text": {"text": "Кафе Пушкин, Москва"}}},
              {"queryPrediction": {"text": {"text": "tasca near me"}}},
              {"placePrediction": {"text": {"text": "No id"}}}
            ]}
            """#))

        let predictions = try await sut.autocomplete(input: "t", location: Coordinates(latitude: 0, longitude: 0), radius: 1)

        XCTAssertEqual(predictions, [
            AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca do Zé, Rua da Prata, Lisboa", name: "Tasca do Zé", area: "Rua da Prata, Lisboa", distanceMeters: 420),
            AutocompletePrediction(restaurantID: "ChIJ2", text: "Кафе Пушкин, Москва"),
        ])
    }

    func test_autocomplete_asksOurServerForEachPlacesRatingAndOpenStateButNeverGoogle() async throws {
        let (ours, ourClient) = makeSUT(answer: .json(#"""
            {"suggestions": [{"placePrediction": {"placeId": "FB1", "text": {"text": "Tasca"},
              "foodybiteRating": 4.4, "foodybiteUserRatingCount": 9, "foodybiteOpenNow": false}}]}
            """#))
        let googleClient = HTTPClientSpy(answers: [.json("{}")])
        let google = PlacesNewAutocompleteRestaurantsService(
            places: PlacesConnection(client: googleClient, baseURL: URL(string: "https://places.googleapis.com")!, key: PlacesAPIKey("KEY"))
        )

        let predictions = try await ours.autocomplete(input: "tasca", location: Coordinates(latitude: 0, longitude: 0), radius: 1)
        _ = try await google.autocomplete(input: "tasca", location: Coordinates(latitude: 0, longitude: 0), radius: 1)

        XCTAssertEqual(predictions, [AutocompletePrediction(restaurantID: "FB1", text: "Tasca", rating: 4.4, ratingsCount: 9, isOpen: false)])
        XCTAssertTrue(try XCTUnwrap(ourClient.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")).contains("suggestions.placePrediction.foodybiteRating"))
        XCTAssertFalse(try XCTUnwrap(googleClient.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")).contains("foodybite"), "Google refuses fields it does not know")
    }

    func test_autocomplete_throwsTheMappedGoogleError() async {
        let (sut, _) = makeSUT(answer: .json(PlacesNewErrorFixtures.invalidKey.body, status: PlacesNewErrorFixtures.invalidKey.status), key: "WRONG")

        await assertThrowsAsync(PlacesError.requestDenied("API key not valid. Please pass a valid API key.")) {
            _ = try await sut.autocomplete(input: "t", location: Coordinates(latitude: 0, longitude: 0), radius: 1)
        }
    }

    // MARK: - Helpers

    private func makeSUT(answer: HTTPClientSpy.Answer, key: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> (PlacesNewAutocompleteRestaurantsService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: [answer])
        trackForMemoryLeaks(client, file: file, line: line)
        return (PlacesNewAutocompleteRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key))), client)
    }
}
