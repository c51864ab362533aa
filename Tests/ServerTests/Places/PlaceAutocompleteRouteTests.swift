import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class PlaceAutocompleteRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_autocomplete_matchesWordPrefixesIgnoringCaseAndAccents() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Café Central", vicinity: "Rua Augusta 1, Lisboa"),
            F.restaurant("Tasca do Zé", vicinity: "Rua da Prata 2, Lisboa"),
            F.restaurant("Pizzeria Vesuvio"),
        ])

        for input in ["caf", "CAFÉ", "cafe cen", "central"] {
            let answer = try await server.client.get(Self.path, query: ["input": input])

            XCTAssertEqual(answer.placesStatus, "OK", input)
            XCTAssertEqual(answer.descriptions, ["Café Central, Rua Augusta 1, Lisboa"], input)
        }
        let ze = try await server.client.get(Self.path, query: ["input": "tasca ze"])
        XCTAssertEqual(ze.descriptions, ["Tasca do Zé, Rua da Prata 2, Lisboa"])
    }

    func test_autocomplete_saysEachPlacesRatingAndWhetherItIsOpenAsOurExtension() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Tasca Aberta", at: F.point(metres: 100), rating: 4.56, ratingsTotal: 12, hours: F.daily(600, 1_380)),
            F.restaurant("Tasca Fechada", at: F.point(metres: 200), hours: F.daily(1_200, 1_380)),
            F.restaurant("Tasca Sem Horas", at: F.point(metres: 300)),
        ])

        let answer = try await server.client.get(Self.path, query: ["input": "tasca", "location": "38.7223,-9.1393"])

        let predictions = try XCTUnwrap(answer.json?["predictions"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: predictions.map { (($0["structured_formatting"] as? [String: Any])?["main_text"] as? String ?? "", $0) })
        XCTAssertEqual(byName["Tasca Aberta"]?["foodybite_rating"] as? Double, 4.6)
        XCTAssertEqual(byName["Tasca Aberta"]?["foodybite_user_ratings_total"] as? Int, 12)
        XCTAssertEqual(byName["Tasca Aberta"]?["foodybite_open_now"] as? Bool, true)
        XCTAssertEqual(byName["Tasca Fechada"]?["foodybite_open_now"] as? Bool, false)
        XCTAssertNil(byName["Tasca Fechada"]?["foodybite_rating"], "unrated")
        XCTAssertNil(byName["Tasca Sem Horas"]?["foodybite_open_now"], "hours unknown")
    }

    func test_autocomplete_forgivesATypoWhenTooFewMatchAsTypedAndListsThoseFirst() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Forno Antico", at: F.point(metres: 100), vicinity: "Rua Augusta 1, Lisboa", cuisines: ["pizza"]),
            F.restaurant("Pizarro", at: F.point(metres: 200), vicinity: "Rua da Prata 2, Lisboa"),
            F.restaurant("Tasca do Zé", at: F.point(metres: 300), vicinity: "Rua da Prata 3, Lisboa"),
        ])

        let piza = try await server.client.get(Self.path, query: ["input": "piza", "location": "38.7223,-9.1393", "radius": "5000"])
        let tascca = try await server.client.get(Self.path, query: ["input": "tascca", "location": "38.7223,-9.1393", "radius": "5000"])

        XCTAssertEqual(piza.descriptions, ["Pizarro, Rua da Prata 2, Lisboa", "Forno Antico, Rua Augusta 1, Lisboa"], "the prefix match, then the corrected one")
        XCTAssertEqual(tascca.descriptions, ["Tasca do Zé, Rua da Prata 3, Lisboa"])
    }

    func test_autocomplete_searchesNamesNotAddresses() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Café Central", vicinity: "Rua Augusta 1, Lisboa")])

        let street = try await server.client.get(Self.path, query: ["input": "augusta"])
        let city = try await server.client.get(Self.path, query: ["input": "lisb"])

        XCTAssertEqual(street.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(city.placesStatus, "ZERO_RESULTS")
    }

    func test_autocomplete_needsEveryWordToMatch() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé"), F.restaurant("Tasca da Maria")])

        let answer = try await server.client.get(Self.path, query: ["input": "tasca maria"])

        XCTAssertEqual(answer.descriptions, ["Tasca da Maria"])
    }

    func test_autocomplete_answersTheContractsPredictionFields() async throws {
        let restaurant = F.restaurant("Tasca do Zé", vicinity: "Rua Augusta 24, Lisboa")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["input": "tasca ZE", "key": "whatever"])

        XCTAssertEqual(answer.status, 200)
        let prediction = try XCTUnwrap(answer.predictions.first)
        XCTAssertEqual(prediction["description"] as? String, "Tasca do Zé, Rua Augusta 24, Lisboa")
        XCTAssertEqual(prediction["place_id"] as? String, restaurant.placeID)
        XCTAssertEqual(prediction["types"] as? [String], ["restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertEqual(Self.ranges(prediction["matched_substrings"]), [[0, 5], [9, 2]])
        let formatting = try XCTUnwrap(prediction["structured_formatting"] as? [String: Any])
        XCTAssertEqual(formatting["main_text"] as? String, "Tasca do Zé")
        XCTAssertEqual(formatting["secondary_text"] as? String, "Rua Augusta 24, Lisboa")
        XCTAssertEqual(Self.ranges(formatting["main_text_matched_substrings"]), [[0, 5], [9, 2]])
        let terms = try XCTUnwrap(prediction["terms"] as? [[String: Any]])
        XCTAssertEqual(terms.compactMap { $0["value"] as? String }, ["Tasca do Zé", "Rua Augusta 24", "Lisboa"])
        XCTAssertEqual(terms.compactMap { $0["offset"] as? Int }, [0, 13, 29])
    }

    func test_autocomplete_putsRestaurantsNearTheLocationFirst() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Pizza Far", at: F.point(metres: 20_000)),
            F.restaurant("Pizza Near", at: F.point(metres: 300)),
            F.restaurant("Pizza Nearest", at: F.point(metres: 100)),
        ])

        let biased = try await server.client.get(Self.path, query: ["input": "pizza", "location": "38.7223,-9.1393", "radius": "1000"])
        let strict = try await server.client.get(Self.path, query: ["input": "pizza", "location": "38.7223,-9.1393", "radius": "1000", "strictbounds": ""])

        XCTAssertEqual(biased.descriptions, ["Pizza Nearest", "Pizza Near", "Pizza Far"], "a bias, not a limit")
        XCTAssertEqual(strict.descriptions, ["Pizza Nearest", "Pizza Near"])
    }

    func test_autocomplete_measuresEachPredictionsDistanceFromTheOrigin() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Pizza Near", at: F.point(metres: 300))])

        let withOrigin = try await server.client.get(Self.path, query: ["input": "pizza", "origin": "38.7223,-9.1393"])
        let without = try await server.client.get(Self.path, query: ["input": "pizza", "location": "38.7223,-9.1393"])
        let badOrigin = try await server.client.get(Self.path, query: ["input": "pizza", "origin": "north"])

        XCTAssertEqual(withOrigin.predictions.first?["distance_meters"] as? Int, 300)
        XCTAssertNil(without.predictions.first?["distance_meters"])
        XCTAssertEqual(badOrigin.placesStatus, "INVALID_REQUEST")
    }

    func test_autocomplete_answersAtMostFivePredictions() async throws {
        let server = try await startPlacesServer(restaurants: (0..<8).map { F.restaurant("Sushi \($0)", at: F.point(metres: Double($0) * 10)) })

        let answer = try await server.client.get(Self.path, query: ["input": "sushi", "location": "38.7223,-9.1393"])

        XCTAssertEqual(answer.descriptions, (0..<5).map { "Sushi \($0)" })
    }

    func test_autocomplete_answersZeroResultsWhenNothingMatches() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])

        let answer = try await server.client.get(Self.path, query: ["input": "burger"])
        let punctuation = try await server.client.get(Self.path, query: ["input": "?!"])

        XCTAssertEqual(answer.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(answer.predictions.count, 0)
        XCTAssertEqual(punctuation.placesStatus, "ZERO_RESULTS")
    }

    func test_autocomplete_answersZeroResultsForTypesTheCatalogHasNoneOf() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])

        let geocode = try await server.client.get(Self.path, query: ["input": "tasca", "types": "geocode"])
        let establishment = try await server.client.get(Self.path, query: ["input": "tasca", "types": "establishment"])

        XCTAssertEqual(geocode.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(establishment.placesStatus, "OK")
    }

    func test_autocomplete_answersInvalidRequestNamingTheParameterForEachBrokenRule() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])
        let cases: [(query: [String: String], parameter: String)] = [
            ([:], "input"),
            (["input": "  "], "input"),
            (["input": "tasca", "location": "somewhere"], "location"),
            (["input": "tasca", "location": "38.7,-9.1", "radius": "0"], "radius"),
            (["input": "tasca", "location": "38.7,-9.1", "radius": "90000"], "radius"),
            (["input": "tasca", "types": "spaceship"], "types"),
            (["input": "tasca", "strictbounds": ""], "strictbounds"),
            (["input": "tasca", "offset": "x"], "offset"),
        ]
        for (query, parameter) in cases {
            let answer = try await server.client.get(Self.path, query: query)

            XCTAssertEqual(answer.status, 200, "\(query)")
            XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST", "\(query)")
            XCTAssertTrue(answer.errorMessage?.contains("'\(parameter)'") == true, "\(query): \(answer.errorMessage ?? "none")")
            XCTAssertEqual(answer.predictions.count, 0)
        }
    }

    func test_autocomplete_considersTheInputUpToTheOffset() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé"), F.restaurant("Taberna")])

        let answer = try await server.client.get(Self.path, query: ["input": "tasca", "offset": "2"])

        XCTAssertEqual(Set(answer.descriptions), ["Tasca do Zé", "Taberna"])
    }

    func test_autocomplete_givesPlaceIDsThatDetailsKnows() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca do Zé")])

        let answer = try await server.client.get(Self.path, query: ["input": "tasca"])
        let placeID = try XCTUnwrap(answer.predictions.first?["place_id"] as? String)
        let details = try await server.client.get("/maps/api/place/details/json", query: ["place_id": placeID])

        XCTAssertEqual((details.json?["result"] as? [String: Any])?["name"] as? String, "Tasca do Zé")
    }

    // MARK: - Helpers

    private static let path = "/maps/api/place/autocomplete/json"

    private static func ranges(_ value: Any?) -> [[Int]] {
        (value as? [[String: Any]] ?? []).map { [$0["offset"] as? Int ?? -1, $0["length"] as? Int ?? -1] }
    }
}
