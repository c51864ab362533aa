import AutocompleteFeature
import Core
import Foundation
import Shared
import TestSupport
import XCTest

final class PlacesAutocompleteRestaurantsServiceTests: XCTestCase {
    func test_autocomplete_asksForRestaurantsBiasedToTheCircle() async throws {
        let client = HTTPClientSpy(answers: [.json(#"{"predictions":[],"status":"ZERO_RESULTS"}"#)])
        let sut = PlacesAutocompleteRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey("KEY")))

        let predictions = try await sut.autocomplete(input: "tasca do", location: Coordinates(latitude: 38.7, longitude: -9.1), radius: 2_000)

        XCTAssertEqual(predictions, [])
        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(url.path, "/maps/api/place/autocomplete/json")
        XCTAssertEqual(url.query, "input=tasca%20do&location=38.7%2C-9.1&radius=2000&origin=38.7%2C-9.1&types=restaurant&key=KEY")
    }

    func test_autocomplete_mapsPredictionsAndDropsMalformedOnes() async throws {
        let json = """
        {"status": "OK", "predictions": [
          {"description": "Tasca do Zé, Rua da Prata, Lisboa", "place_id": "ChIJ1", "distance_meters": 420,
           "structured_formatting": {"main_text": "Tasca do Zé", "secondary_text": "Rua da Prata, Lisboa"}},
          {"description": "No formatting", "place_id": "ChIJ2"},
          {"description": "No id"}]}
        """
        let sut = PlacesAutocompleteRestaurantsService(places: PlacesConnection(client: HTTPClientSpy(answers: [.json(json)]), baseURL: URL(string: "http://places")!, key: nil))

        let predictions = try await sut.autocomplete(input: "t", location: Coordinates(latitude: 0, longitude: 0), radius: 1)

        XCTAssertEqual(predictions, [
            AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca do Zé, Rua da Prata, Lisboa", name: "Tasca do Zé", area: "Rua da Prata, Lisboa", distanceMeters: 420),
            AutocompletePrediction(restaurantID: "ChIJ2", text: "No formatting"),
        ])
    }

    func test_autocomplete_throwsRequestDenied() async {
        let sut = PlacesAutocompleteRestaurantsService(places: PlacesConnection(client: HTTPClientSpy(answers: [.json(#"{"predictions":[],"status":"REQUEST_DENIED","error_message":"denied"}"#)]), baseURL: URL(string: "http://places")!, key: nil))

        await assertThrowsAsync(PlacesError.requestDenied("denied")) {
            _ = try await sut.autocomplete(input: "t", location: Coordinates(latitude: 0, longitude: 0), radius: 1)
        }
    }
}
