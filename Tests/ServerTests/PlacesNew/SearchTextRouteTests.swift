import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// POST /v1/places:searchText: Text Search (New), its filters over every restaurant of the area, and pages.
final class SearchTextRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_searchText_appliesOpenNowAndMinRatingToEveryRestaurantOfTheAreaNotToAFirstPage() async throws {
        // The nearest 30 are neither open nor rated enough; the 3 that are lie beyond them.
        let crowd = (0..<30).map { F.restaurant("Crowd \($0)", at: F.point(metres: Double($0 + 1) * 10), rating: 3.0, ratingsTotal: 50, hours: F.daily(18 * 60, 23 * 60)) }
        let wanted = (0..<3).map { F.restaurant("Wanted \($0)", at: F.point(metres: 600 + Double($0) * 50), rating: 4.6, ratingsTotal: 50, hours: F.daily(600, 1_380)) }
        let server = try await startPlacesServer(restaurants: crowd + wanted)

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["openNow": true, "minRating": 4.5, "rankPreference": "DISTANCE"]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.displayNames, ["Wanted 0", "Wanted 1", "Wanted 2"])
    }

    func test_searchText_saysItsPagesComeBestRatedFirstForRelevanceOnly() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Near", at: F.point(metres: 100), rating: 4.0, ratingsTotal: 10),
            F.restaurant("Best", at: F.point(metres: 500), rating: 4.9, ratingsTotal: 10),
        ])

        let relevance = try await server.client.placesNew("POST", Self.path, body: Self.body(), fieldMask: "places.displayName")
        let distance = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["rankPreference": "DISTANCE"]), fieldMask: "places.displayName")

        XCTAssertEqual(relevance.displayNames, ["Best", "Near"])
        XCTAssertEqual(relevance.json?["foodybiteRankedBy"] as? String, "rating")
        XCTAssertEqual(distance.displayNames, ["Near", "Best"])
        XCTAssertNil(distance.json?["foodybiteRankedBy"])
    }

    func test_searchText_leavesOutRestaurantsClosedForGoodUnlessIncludeClosed() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Paused", at: F.point(metres: 100), businessStatus: .closedTemporarily),
            F.restaurant("Gone", at: F.point(metres: 200), businessStatus: .closedPermanently),
        ])

        let byDefault = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["rankPreference": "DISTANCE"]), fieldMask: "places.displayName")
        let included = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["rankPreference": "DISTANCE", "includeClosed": true]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(byDefault.displayNames, ["Paused"])
        XCTAssertEqual(included.displayNames, ["Paused", "Gone"])
    }

    func test_searchText_roundsMinRatingUpToTheNextHalfStarAsGoogleDoes() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Four two", at: F.point(metres: 100), rating: 4.2, ratingsTotal: 10),
            F.restaurant("Four five", at: F.point(metres: 200), rating: 4.5, ratingsTotal: 10),
        ])

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["minRating": 4.1]), fieldMask: "places.displayName")
        let exact = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["minRating": 4.0, "foodybiteMinRating": 4.1]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.displayNames, ["Four five"])
        XCTAssertEqual(exact.displayNames, ["Four five", "Four two"], "our extension takes the minimum as given")
    }

    func test_searchText_keepsOnlyThePriceLevelsNamedEvenWhenNotAdjacent() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Cheap", at: F.point(metres: 100), priceLevel: 1),
            F.restaurant("Moderate", at: F.point(metres: 200), priceLevel: 2),
            F.restaurant("Expensive", at: F.point(metres: 300), priceLevel: 3),
            F.restaurant("Unknown", at: F.point(metres: 400)),
        ])

        let answer = try await server.client.placesNew(
            "POST", Self.path,
            body: Self.body(extra: ["priceLevels": ["PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_INEXPENSIVE"], "rankPreference": "DISTANCE"]),
            fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.displayNames, ["Cheap", "Expensive"])
    }

    func test_searchText_findsOnlyWhatLiesInsideTheRectangle() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Inside", at: F.point(metres: 400)),
            F.restaurant("West of it", at: F.point(metres: -400)),
            F.restaurant("Beyond its east side", at: F.point(metres: 1_400)),
        ])
        let rectangle: [String: Any] = [
            "low": ["latitude": F.lisbon.latitude - 0.01, "longitude": F.lisbon.longitude],
            "high": ["latitude": F.lisbon.latitude + 0.01, "longitude": F.point(metres: 1_000).longitude],
        ]

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: ["textQuery": "restaurant", "locationRestriction": ["rectangle": rectangle]], fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.displayNames, ["Inside"])
    }

    func test_searchText_matchesTheWordsOfTheTextThatAreNotAboutAnyRestaurant() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Pizzaria Roma", at: F.point(metres: 100), cuisines: ["italian"]),
            F.restaurant("Tasca do Zé", at: F.point(metres: 200), cuisines: ["portuguese"]),
            F.restaurant("Sushi Bar", at: F.point(metres: 300), cuisines: ["japanese"]),
        ])

        let pizza = try await server.client.placesNew("POST", Self.path, body: Self.body(text: "pizza restaurant"), fieldMask: "places.displayName")
        let all = try await server.client.placesNew("POST", Self.path, body: Self.body(text: "Restaurants"), fieldMask: "places.displayName")
        let sushiType = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["includedType": "sushi_restaurant", "strictTypeFiltering": true]), fieldMask: "places.displayName"
        )
        let otherType = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["includedType": "museum"]), fieldMask: "places.displayName")

        XCTAssertEqual(pizza.displayNames, ["Pizzaria Roma"])
        XCTAssertEqual(Set(all.displayNames), ["Pizzaria Roma", "Tasca do Zé", "Sushi Bar"])
        XCTAssertEqual(sushiType.displayNames, ["Sushi Bar"])
        XCTAssertEqual(otherType.status, 200)
        XCTAssertEqual(otherType.json?.isEmpty, true)
    }

    func test_searchText_keepsOnlyThePlacesThatSayWhatOurExtensionRequiresAndRefusesAnUnknownName() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Takeaway terrace", at: F.point(metres: 100), facts: CatalogPlaceFacts(takeaway: true, outdoorSeating: true)),
            F.restaurant("Takeaway only", at: F.point(metres: 200), facts: CatalogPlaceFacts(takeaway: true, outdoorSeating: false)),
            F.restaurant("Says nothing", at: F.point(metres: 300)),
        ])

        let takeaway = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteRequires": ["takeaway"], "rankPreference": "DISTANCE"]), fieldMask: "places.displayName"
        )
        let terrace = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteRequires": ["takeaway", "outdoor_seating"]]), fieldMask: "places.displayName"
        )
        let unknown = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["foodybiteRequires": ["parking"]]), fieldMask: "places.displayName")

        XCTAssertEqual(takeaway.displayNames, ["Takeaway terrace", "Takeaway only"])
        XCTAssertEqual(terrace.displayNames, ["Takeaway terrace"])
        XCTAssertEqual(unknown.status, 400, unknown.text)
        XCTAssertTrue(unknown.text.contains("foodybiteRequires"), unknown.text)
    }

    func test_searchText_keepsOnlyTheCuisinesOurExtensionAsksForAndShowsThemWhenMasked() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Forno", at: F.point(metres: 100), cuisines: ["italian", "pizza"]),
            F.restaurant("Tasca", at: F.point(metres: 200), cuisines: ["portuguese"]),
            F.restaurant("Sushi Bar", at: F.point(metres: 300), cuisines: ["sushi"]),
        ])

        let pizzaOrLocal = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteCuisines": ["pizza", "Portuguese"], "rankPreference": "DISTANCE"]),
            fieldMask: "places.displayName,places.foodybiteCuisines"
        )
        let tooLong = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteCuisines": [String(repeating: "a", count: 65)]]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(pizzaOrLocal.displayNames, ["Forno", "Tasca"])
        let places = try XCTUnwrap(pizzaOrLocal.json?["places"] as? [[String: Any]])
        XCTAssertEqual(places.map { $0["foodybiteCuisines"] as? [String] }, [["italian", "pizza"], ["portuguese"]])
        let none = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteCuisines": [] as [String]]), fieldMask: "places.displayName"
        )
        let accented = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["foodybiteCuisines": ["portuguêsa"]]), fieldMask: "places.displayName"
        )
        XCTAssertEqual(tooLong.status, 400, tooLong.text)
        XCTAssertTrue(tooLong.text.contains("foodybiteCuisines"), tooLong.text)
        XCTAssertEqual(none.displayNames.count, 3, "an empty list filters nothing")
        XCTAssertEqual(accented.status, 400, "OpenStreetMap's values are ASCII, as the schema says")
    }

    func test_searchText_findsThePlacesOfFoodTypesNotEndingInRestaurant() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Churrasqueira Central", at: F.point(metres: 100), cuisines: ["steak_house"]),
            F.restaurant("Casa das Bifanas", at: F.point(metres: 200), cuisines: ["sandwich"]),
            F.restaurant("Sushi Bar", at: F.point(metres: 300), cuisines: ["sushi"]),
        ])

        let steak = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["includedType": "steak_house"]), fieldMask: "places.displayName")
        let sandwich = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["includedType": "sandwich_shop"]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(steak.displayNames, ["Churrasqueira Central"], steak.text)
        XCTAssertEqual(sandwich.displayNames, ["Casa das Bifanas"], sandwich.text)
    }

    func test_searchText_pagesThroughEveryMatchBeyondSixtyWithoutRepeatsWhenTheMaskAsksForTheToken() async throws {
        let restaurants = (0..<75).map { F.restaurant("Place \($0)", at: F.point(metres: Double($0) * 10), rating: 3 + Double($0 % 20) / 10, ratingsTotal: 10) }
        let server = try await startPlacesServer(restaurants: restaurants)

        var seen: [String] = []
        var token: String?
        var pages = 0
        repeat {
            var body = Self.body(extra: ["pageSize": 20])
            if let token { body["pageToken"] = token }
            let answer = try await server.client.placesNew("POST", Self.path, body: body, fieldMask: "places.id,nextPageToken")
            XCTAssertEqual(answer.status, 200, answer.text)
            seen += answer.places.compactMap { $0["id"] as? String }
            token = answer.json?["nextPageToken"] as? String
            pages += 1
        } while token != nil && pages < 10
        let withoutTokenMask = try await server.client.placesNew("POST", Self.path, body: Self.body(), fieldMask: "places.id")

        XCTAssertEqual(pages, 4)
        XCTAssertEqual(seen.count, 75)
        XCTAssertEqual(Set(seen), Set(restaurants.map(\.placeID)))
        XCTAssertNil(withoutTokenMask.json?["nextPageToken"])
        XCTAssertEqual(withoutTokenMask.places.count, 20)
    }

    func test_searchText_withoutAnAreaOrATypeLooksUpPlacesByNameLargerFirstAndByTheTownAfterAComma() async throws {
        let lisboa = GazetteerEntry(key: "city", kind: .city, name: "Lisboa", location: GeoPoint(latitude: 38.72, longitude: -9.14))
        let augusta = GazetteerEntry(key: "s1", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 38.7105, longitude: -9.1375), area: "Lisboa")
        let elsewhere = GazetteerEntry(key: "s2", kind: .street, name: "Rua Augusta", location: GeoPoint(latitude: 41.15, longitude: -8.61), area: "Porto")
        let alfama = GazetteerEntry(key: "n1", kind: .neighbourhood, name: "Alfama", location: GeoPoint(latitude: 38.7115, longitude: -9.1298), area: "Lisboa")
        let api = await makeRouterAPI(placeNames: [lisboa, augusta, elsewhere, alfama])

        let street = try await api.client.placesNew(
            "POST", Self.path, body: ["textQuery": "Rua Augusta, Lisboa"], fieldMask: "places.displayName,places.formattedAddress,places.location,places.types"
        )
        let neighbourhood = try await api.client.placesNew("POST", Self.path, body: ["textQuery": "alfama"], fieldMask: "places.formattedAddress")
        let both = try await api.client.placesNew("POST", Self.path, body: ["textQuery": "rua augusta", "pageSize": 1], fieldMask: "places.formattedAddress")
        let nothing = try await api.client.placesNew("POST", Self.path, body: ["textQuery": "Atlantis"], fieldMask: "places.id")

        XCTAssertEqual(street.status, 200, street.text)
        XCTAssertEqual(street.displayNames, ["Rua Augusta"])
        let place = try XCTUnwrap(street.places.first)
        XCTAssertEqual(place["formattedAddress"] as? String, "Rua Augusta, Lisboa")
        XCTAssertEqual(place["types"] as? [String], ["route"])
        XCTAssertEqual((place["location"] as? [String: Double])?["latitude"], 38.7105)
        XCTAssertEqual(neighbourhood.places.map { $0["formattedAddress"] as? String }, ["Alfama, Lisboa"])
        XCTAssertEqual(both.places.count, 1, "pageSize")
        XCTAssertEqual(nothing.status, 200)
        XCTAssertEqual(nothing.text, "{}")
    }

    func test_searchText_answers400NamingWhatIsWrongWithTheBody() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])
        let cases: [(body: [String: Any], mentions: String)] = [
            (["locationBias": ["circle": ["center": ["latitude": 38.7, "longitude": -9.1], "radius": 500]]], "'textQuery' is required"),
            (["textQuery": "restaurant", "includedType": "restaurant"], "'locationRestriction'"),
            (Self.body(extra: ["locationBias": ["circle": ["center": ["latitude": 38.7, "longitude": -9.1], "radius": 500]]]), "not both"),
            (Self.body(extra: ["minRating": 5.5]), "'minRating'"),
            (Self.body(extra: ["priceLevels": ["PRICE_LEVEL_CHEAPISH"]]), "'priceLevels'"),
            (Self.body(extra: ["rankPreference": "POPULARITY"]), "'rankPreference'"),
            (Self.body(extra: ["pageSize": -1]), "'pageSize'"),
            (Self.body(extra: ["maxResultCount": -1, "pageSize": 0]), "'maxResultCount'"),
            (["textQuery": "pizza", "locationRestriction": ["circle": ["center": ["latitude": 38.7, "longitude": -9.1], "radius": 500]]], "rectangle"),
        ]

        for (body, mentions) in cases {
            let answer = try await server.client.placesNew("POST", Self.path, body: body, fieldMask: "places.id")

            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: mentions)
        }
    }

    func test_searchText_answers404ForAPageTokenItDidNotIssue() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(extra: ["pageToken": "FBTSnot-a-token"]), fieldMask: "places.id")

        assertGoogleError(answer, code: 404, status: "NOT_FOUND", mentions: "'pageToken'")
    }

    func test_searchText_answersLikeTheSQLiteCatalogWithFiltersOverEveryRestaurant() async throws {
        let crowd = (0..<40).map { F.restaurant("Crowd \($0)", at: F.point(metres: Double($0 + 1) * 10), rating: 3.0, ratingsTotal: 50) }
        let wanted = F.restaurant("Wanted", at: F.point(metres: 800), rating: 4.7, ratingsTotal: 50, hours: .alwaysOpen)
        let server = try await startLivePlacesServer(restaurants: crowd + [wanted])

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(extra: ["minRating": 4.5, "openNow": true, "rankPreference": "DISTANCE"]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.displayNames, ["Wanted"])
    }

    // MARK: - Helpers

    private static let path = "/v1/places:searchText"

    /// A search restricted to the rectangle around 1 km of Lisbon's centre (`PlacesFixtures.lisbon`).
    private static func body(text: String = "restaurant", extra: [String: Any] = [:]) -> [String: Any] {
        let half = 0.0125
        var body: [String: Any] = [
            "textQuery": text,
            "locationRestriction": ["rectangle": [
                "low": ["latitude": F.lisbon.latitude - half, "longitude": F.lisbon.longitude - half],
                "high": ["latitude": F.lisbon.latitude + half, "longitude": F.lisbon.longitude + half],
            ]],
        ]
        body.merge(extra) { _, new in new }
        return body
    }
}
