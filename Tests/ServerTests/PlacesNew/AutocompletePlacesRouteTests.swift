import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// POST /v1/places:autocomplete: Autocomplete (New).
final class AutocompletePlacesRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_autocomplete_answersPlacePredictionsWithUTF16MatchesInTheNewShape() async throws {
        let restaurant = F.restaurant("Tasca do Zé", vicinity: "Rua Augusta 24, Lisboa")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca ZE"])

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.header("Content-Type")?.hasPrefix("application/json") == true)
        let prediction = try XCTUnwrap(answer.placePredictions.first)
        XCTAssertEqual(prediction["place"] as? String, "places/\(restaurant.placeID)")
        XCTAssertEqual(prediction["placeId"] as? String, restaurant.placeID)
        let text = try XCTUnwrap(prediction["text"] as? [String: Any])
        XCTAssertEqual(text["text"] as? String, "Tasca do Zé, Rua Augusta 24, Lisboa")
        XCTAssertEqual(text["matches"] as? [[String: Int]], [["endOffset": 5], ["startOffset": 9, "endOffset": 11]])
        let structured = try XCTUnwrap(prediction["structuredFormat"] as? [String: Any])
        XCTAssertEqual((structured["mainText"] as? [String: Any])?["text"] as? String, "Tasca do Zé")
        XCTAssertEqual((structured["mainText"] as? [String: Any])?["matches"] as? [[String: Int]], [["endOffset": 5], ["startOffset": 9, "endOffset": 11]])
        XCTAssertEqual(structured["secondaryText"] as? [String: String], ["text": "Rua Augusta 24, Lisboa"])
        XCTAssertEqual(prediction["types"] as? [String], ["restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertNil(prediction["distanceMeters"], "only with an origin")
    }

    func test_autocomplete_saysEachPlacesRatingAndWhetherItIsOpenAsOurExtension() async throws {
        let server = try await startPlacesServer(restaurants: [
            PlacesFixtures.restaurant("Tasca Aberta", rating: 4.2, ratingsTotal: 7, hours: PlacesFixtures.daily(600, 1_380)),
        ])

        let answer = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca"])

        let suggestions = try XCTUnwrap(answer.json?["suggestions"] as? [[String: Any]])
        let prediction = try XCTUnwrap(suggestions.first?["placePrediction"] as? [String: Any])
        XCTAssertEqual(prediction["foodybiteRating"] as? Double, 4.2)
        XCTAssertEqual(prediction["foodybiteUserRatingCount"] as? Int, 7)
        XCTAssertEqual(prediction["foodybiteOpenNow"] as? Bool, true)
    }

    func test_autocomplete_countsMatchesInUTF16CodeUnits() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("🍕 Pizza Zé")])

        let answer = try await server.client.placesNew("POST", Self.path, body: ["input": "pizza"])

        XCTAssertEqual((answer.placePredictions.first?["text"] as? [String: Any])?["matches"] as? [[String: Int]], [["startOffset": 3, "endOffset": 8]])
    }

    func test_autocomplete_givesTheDistanceFromTheOriginNearestFirst() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Tasca Longe", at: F.point(metres: 2_000)),
            F.restaurant("Tasca Perto", at: F.point(metres: 300)),
        ])

        let answer = try await server.client.placesNew("POST", Self.path, body: [
            "input": "tasca", "origin": ["latitude": 38.7223, "longitude": -9.1393],
            "locationBias": ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 5_000]],
        ])

        XCTAssertEqual(answer.placePredictions.map { ($0["structuredFormat"] as? [String: Any]).flatMap { ($0["mainText"] as? [String: Any])?["text"] as? String } }, [
            "Tasca Perto", "Tasca Longe",
        ])
        XCTAssertEqual(answer.placePredictions.map { $0["distanceMeters"] as? Int }, [300, 2_000])
    }

    func test_autocomplete_answersUpToTwentySuggestions() async throws {
        let restaurants = (0..<25).map { F.restaurant("Tasca \($0)", at: F.point(metres: Double($0) * 20)) }
        let server = try await startPlacesServer(restaurants: restaurants)

        let answer = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca", "origin": ["latitude": 38.7223, "longitude": -9.1393]])
        let legacy = try await server.client.get("/maps/api/place/autocomplete/json", query: ["input": "tasca", "location": "38.7223,-9.1393"])

        XCTAssertEqual(answer.suggestions.count, 20)
        XCTAssertEqual(legacy.predictions.count, 5, "the legacy route keeps Google's five")
    }

    func test_autocomplete_keepsToTheCircleOfALocationRestriction() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Tasca Perto", at: F.point(metres: 300)),
            F.restaurant("Tasca Longe", at: F.point(metres: 3_000)),
        ])
        let circle: [String: Any] = ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 1_000]]

        let restricted = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca", "locationRestriction": circle])
        let biased = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca", "locationBias": circle])

        XCTAssertEqual(restricted.placePredictions.map { $0["placeId"] as? String }.count, 1)
        XCTAssertEqual(biased.placePredictions.count, 2)
    }

    func test_autocomplete_acceptsAndIgnoresLanguageRegionAndSessionToken() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])

        let answer = try await server.client.placesNew("POST", Self.path, body: [
            "input": "tasca", "languageCode": "pt", "regionCode": "PT", "sessionToken": "3f6b1a5e-aaaa-bbbb-cccc-1234567890ab",
        ])

        XCTAssertEqual(answer.placePredictions.count, 1)
    }

    func test_autocomplete_answersAnEmptyObjectWhenNothingMatchesOrForOtherTypes() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])

        let nothing = try await server.client.placesNew("POST", Self.path, body: ["input": "sushi"])
        let otherTypes = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca", "includedPrimaryTypes": ["(cities)"]])
        let restaurants = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca", "includedPrimaryTypes": ["restaurant"]])

        XCTAssertEqual(nothing.status, 200)
        XCTAssertEqual(nothing.text, "{}")
        XCTAssertEqual(otherTypes.text, "{}")
        XCTAssertEqual(restaurants.placePredictions.count, 1)
    }

    func test_autocomplete_appliesAFieldMaskWhenGiven() async throws {
        let restaurant = F.restaurant("Tasca do Zé", vicinity: "Rua Augusta 24, Lisboa")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca"], fieldMask: "suggestions.placePrediction.placeId")
        let unknown = try await server.client.placesNew("POST", Self.path, body: ["input": "tasca"], fieldMask: "predictions")

        XCTAssertEqual(answer.json?["suggestions"] as? [[String: [String: String]]], [["placePrediction": ["placeId": restaurant.placeID]]])
        assertGoogleError(unknown, code: 400, status: "INVALID_ARGUMENT", mentions: "predictions")
    }

    func test_autocomplete_answers400NamingWhatIsWrongWithTheBody() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])
        let circle: [String: Any] = ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 1_000]]
        let cases: [(body: Any?, mentions: String)] = [
            (nil, "input"),
            (["input": "   "], "input"),
            (["input": String(repeating: "a", count: 257)], "input"),
            (["input": 42], "input"),
            (["input": "tasca", "locationBias": circle, "locationRestriction": circle], "locationRestriction"),
            (["input": "tasca", "locationBias": ["circle": ["center": ["latitude": 38.7, "longitude": -9.1], "radius": 60_000]]], "radius"),
            (["input": "tasca", "locationBias": ["rectangle": ["low": ["latitude": 38, "longitude": -10], "high": ["latitude": 39, "longitude": -9]]]], "rectangle"),
            (["input": "tasca", "origin": ["latitude": 38.7]], "origin"),
            (["input": "tasca", "inputOffset": -1], "inputOffset"),
            (["input": "tasca", "inputOffset": 2_147_483_648], "inputOffset"),
        ]

        for (body, mentions) in cases {
            let answer = try await server.client.placesNew("POST", Self.path, body: body)

            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: mentions, "\(String(describing: body))".prefix(120).description)
        }
    }

    // MARK: - Helpers

    private static let path = "/v1/places:autocomplete"
}
