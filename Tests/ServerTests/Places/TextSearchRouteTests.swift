import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// GET /maps/api/place/textsearch/json: the legacy Text Search, answered as a nearby search.
final class TextSearchRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_textSearch_findsWhatTheQueryAsksForWithinTheRadiusWithItsFilters() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Forno Antico", at: F.point(metres: 100), priceLevel: 1, cuisines: ["italian", "pizza"]),
            F.restaurant("Pizza Cara", at: F.point(metres: 200), priceLevel: 4, cuisines: ["pizza"]),
            F.restaurant("Sushi Kaze", at: F.point(metres: 300), priceLevel: 1, cuisines: ["sushi"]),
            F.restaurant("Pizzaria Longe", at: F.point(metres: 2_000), priceLevel: 1, cuisines: ["pizza"]),
        ])

        let pizzeria = try await server.client.get(Self.path, query: ["query": "pizzeria", "location": "38.7223,-9.1393", "radius": "1000"])
        let cheap = try await server.client.get(Self.path, query: ["query": "pizza restaurant", "location": "38.7223,-9.1393", "radius": "1000", "maxprice": "2"])
        let wholeReach = try await server.client.get(Self.path, query: ["query": "pizza", "location": "38.7223,-9.1393"])

        XCTAssertEqual(pizzeria.placesStatus, "OK", pizzeria.text)
        XCTAssertEqual(Set(pizzeria.names), ["Forno Antico", "Pizza Cara"], "the cuisine's word finds its restaurants")
        XCTAssertEqual(cheap.names, ["Forno Antico"])
        XCTAssertEqual(Set(wholeReach.names), ["Forno Antico", "Pizza Cara", "Pizzaria Longe"], "50 km without a radius")
    }

    func test_textSearch_pagesWithTokensThatTheNextRequestAloneCarries() async throws {
        let server = try await startPlacesServer(restaurants: (0..<30).map { F.restaurant("Pizzeria \($0)", at: F.point(metres: Double($0))) })

        let first = try await server.client.get(Self.path, query: ["query": "pizzeria", "location": "38.7223,-9.1393", "radius": "1000"])
        let token = try XCTUnwrap(first.json?["next_page_token"] as? String)
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])

        XCTAssertEqual(Set(first.names + second.names), Set((0..<30).map { "Pizzeria \($0)" }))
        XCTAssertEqual(first.names.count + second.names.count, 30)
    }

    func test_textSearch_searchesAroundThePlaceAQueryWithoutALocationNames() async throws {
        let alfama = GazetteerEntry(key: "n1", kind: .neighbourhood, name: "Alfama", location: F.point(metres: 3_000), area: "Lisboa")
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Pizzaria de Alfama", at: F.point(metres: 3_200), cuisines: ["pizza"]),
            F.restaurant("Pizzaria da Baixa", at: F.point(metres: 100), cuisines: ["pizza"]),
            F.restaurant("Tasca de Alfama", at: F.point(metres: 2_900)),
        ], placeNames: [alfama])

        let pizza = try await server.client.get(Self.path, query: ["query": "pizza in Alfama"])
        let anything = try await server.client.get(Self.path, query: ["query": "restaurants near alfama, lisboa"])
        let nowhere = try await server.client.get(Self.path, query: ["query": "pizza in Atlantis"])
        let placeOverLocation = try await server.client.get(Self.path, query: ["query": "pizza near Alfama", "location": "38.7223,-9.1393", "radius": "500"])
        let name = try await server.client.get(Self.path, query: ["query": "Pizzaria da Baixa", "location": "38.7223,-9.1393", "radius": "500"])

        XCTAssertEqual(pizza.names, ["Pizzaria de Alfama"], "a neighbourhood's 1.5 km, not the whole city's")
        XCTAssertEqual(Set(anything.names), ["Pizzaria de Alfama", "Tasca de Alfama"])
        XCTAssertEqual(nowhere.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(placeOverLocation.names, ["Pizzaria de Alfama"], "the place named is the stronger hint")
        XCTAssertEqual(name.names, ["Pizzaria da Baixa"])
    }

    func test_textSearch_answersInvalidRequestWithoutAQueryOrALocationAndZeroResultsForOtherTypes() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Any")])

        let noQuery = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393"])
        let noLocation = try await server.client.get(Self.path, query: ["query": "pizza"])
        let badRadius = try await server.client.get(Self.path, query: ["query": "pizza", "location": "38.7223,-9.1393", "radius": "far"])
        let longQuery = try await server.client.get(Self.path, query: ["query": String(repeating: "pizza ", count: 60), "location": "38.7223,-9.1393"])
        let lodging = try await server.client.get(Self.path, query: ["type": "lodging", "location": "38.7223,-9.1393"])
        let anyRestaurant = try await server.client.get(Self.path, query: ["type": "restaurant", "location": "38.7223,-9.1393"])

        XCTAssertTrue(longQuery.errorMessage?.contains("'query'") == true, longQuery.text)
        for answer in [noQuery, noLocation, badRadius, longQuery] {
            XCTAssertEqual(answer.status, 200)
            XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST", answer.text)
            XCTAssertNotNil(answer.errorMessage)
        }
        XCTAssertTrue(noLocation.errorMessage?.contains("'location'") == true, noLocation.text)
        XCTAssertEqual(lodging.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(anyRestaurant.names, ["Any"])
    }

    private static let path = "/maps/api/place/textsearch/json"
}
