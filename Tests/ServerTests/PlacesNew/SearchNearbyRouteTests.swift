@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// POST /v1/places:searchNearby: Nearby Search (New).
final class SearchNearbyRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_searchNearby_answersOnlyThePlacesWithinTheCircle() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Near", at: F.point(metres: 100)),
            F.restaurant("Inside", at: F.point(metres: -900)),
            F.restaurant("Outside", at: F.point(metres: 1_100)),
        ])

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 1_000), fieldMask: "places.displayName")

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.header("Content-Type")?.hasPrefix("application/json") == true)
        XCTAssertEqual(Set(answer.displayNames), ["Near", "Inside"])
        XCTAssertNil(answer.json?["nextPageToken"])
    }

    func test_searchNearby_answersThePlacesInTheNewShapeForTheStarMask() async throws {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant(
            "Tasca do Zé", at: F.point(metres: 50), rating: 4.6, ratingsTotal: 812, priceLevel: 1, hours: F.daily(600, 1_380),
            vicinity: "Rua Augusta 24, Lisboa", photos: [photo]
        )
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "*")

        let place = try XCTUnwrap(answer.places.first)
        XCTAssertEqual(place["name"] as? String, "places/\(restaurant.placeID)")
        XCTAssertEqual(place["id"] as? String, restaurant.placeID)
        XCTAssertEqual((place["displayName"] as? [String: Any])?["text"] as? String, "Tasca do Zé")
        XCTAssertEqual(place["shortFormattedAddress"] as? String, "Rua Augusta 24, Lisboa")
        XCTAssertEqual(place["rating"] as? Double, 4.6)
        XCTAssertEqual(place["userRatingCount"] as? Int, 812)
        XCTAssertEqual(place["priceLevel"] as? String, "PRICE_LEVEL_INEXPENSIVE")
        XCTAssertEqual(place["businessStatus"] as? String, "OPERATIONAL")
        XCTAssertEqual((place["regularOpeningHours"] as? [String: Any])?["openNow"] as? Bool, true)
        XCTAssertEqual((place["photos"] as? [[String: Any]])?.first?["name"] as? String, "places/\(restaurant.placeID)/photos/ref-1")
        XCTAssertNotNil(place["location"] as? [String: Double])
    }

    func test_searchNearby_answersTheListsUsualMaskFromSearchResultsAsTheWholePlacesWouldAnswerIt() async throws {
        let photos = [
            CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1), CatalogPhoto(reference: "ref-2", imageName: F.image.name, width: 2, height: 1),
        ]
        let restaurants = [
            F.restaurant("Open", at: F.point(metres: 50), rating: 4.6, ratingsTotal: 812, priceLevel: 1, hours: F.daily(600, 1_380), cuisines: ["pizza", "italian"], photos: photos),
            F.restaurant("No hours", at: F.point(metres: 60), vicinity: "Rua Augusta 24, Lisboa", source: .openStreetMap),
            F.restaurant("Shut for now", at: F.point(metres: 70), rating: 3.9, ratingsTotal: 3, hours: F.daily(600, 1_380), businessStatus: .closedTemporarily),
            F.restaurant("Evenings", at: F.point(metres: 80), priceLevel: 4, hours: F.daily(1_140, 1_380), cuisines: ["portuguese"]),
        ]
        let server = try await startPlacesServer(restaurants: restaurants, images: [F.image])
        let listed = "places.id,places.displayName,places.location,places.rating,places.userRatingCount,places.regularOpeningHours.openNow,"
            + "places.businessStatus,places.priceLevel,places.attributions,places.types,places.foodybiteCuisines,places.shortFormattedAddress"

        let fromResults = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: listed + ",places.photos")
        let whole = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: listed + ",places.formattedAddress")

        XCTAssertEqual(fromResults.places.count, 4)
        for (light, full) in zip(fromResults.places, whole.places) {
            var expected = full
            expected.removeValue(forKey: "formattedAddress")
            var answered = light
            let photoNames = (answered.removeValue(forKey: "photos") as? [[String: Any]])?.compactMap { $0["name"] as? String }
            XCTAssertEqual(NSDictionary(dictionary: answered), NSDictionary(dictionary: expected))
            if light["displayName"].flatMap({ ($0 as? [String: Any])?["text"] as? String }) == "Open" {
                XCTAssertEqual(photoNames?.count, 1, "a search result's first photo")
            }
        }
    }

    func test_searchNearby_keepsOnlyTheMembersTheMaskSelects() async throws {
        let restaurant = F.restaurant("Tasca", at: F.point(metres: 50), rating: 4.2, hours: .alwaysOpen)
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 500), fieldMask: "places.id,places.displayName.text,places.regularOpeningHours.openNow"
        )
        let viaQuery = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), query: ["fields": "places.rating"])

        XCTAssertEqual(Set(try XCTUnwrap(answer.json).keys), ["places", "foodybiteCatalog"], "our extension, whatever the mask")
        let place = try XCTUnwrap(answer.places.first)
        XCTAssertEqual(Set(place.keys), ["id", "displayName", "regularOpeningHours"])
        XCTAssertEqual(place["displayName"] as? [String: String], ["text": "Tasca"])
        XCTAssertEqual(place["regularOpeningHours"] as? [String: Bool], ["openNow": true])
        XCTAssertEqual(viaQuery.places.map { Set($0.keys) }, [["rating"]])
    }

    func test_searchNearby_answers400WithoutAFieldMaskOrWithAPathOutsidePlaces() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])

        let missing = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500))
        let unprefixed = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "displayName")
        let unknown = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "places.id,places.colour")

        assertGoogleError(missing, code: 400, status: "INVALID_ARGUMENT", mentions: "FieldMask is a required parameter.")
        assertGoogleError(unprefixed, code: 400, status: "INVALID_ARGUMENT", mentions: "'displayName'")
        assertGoogleError(unknown, code: 400, status: "INVALID_ARGUMENT", mentions: "places.colour")
    }

    func test_searchNearby_ranksBestRatedFirstByDefaultAndForPopularity() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Good", at: F.point(metres: 100), rating: 4.0, ratingsTotal: 10),
            F.restaurant("Best", at: F.point(metres: 300), rating: 4.8, ratingsTotal: 10),
            F.restaurant("Unrated", at: F.point(metres: 50)),
            F.restaurant("Better", at: F.point(metres: 200), rating: 4.4, ratingsTotal: 10),
        ])

        let byDefault = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 1_000), fieldMask: "places.displayName")
        let popularity = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 1_000, extra: ["rankPreference": "POPULARITY"]), fieldMask: "places.displayName"
        )
        let unspecified = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 1_000, extra: ["rankPreference": "RANK_PREFERENCE_UNSPECIFIED"]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(byDefault.displayNames, ["Best", "Better", "Good", "Unrated"])
        XCTAssertEqual(popularity.displayNames, byDefault.displayNames)
        XCTAssertEqual(unspecified.displayNames, byDefault.displayNames)
    }

    func test_searchNearby_ranksNearestFirstForDistanceWithinTheRadius() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Third", at: F.point(metres: 700), rating: 5),
            F.restaurant("First", at: F.point(metres: 100), rating: 3),
            F.restaurant("Second", at: F.point(metres: -400), rating: 4),
            F.restaurant("Too far", at: F.point(metres: 1_500), rating: 5),
        ])

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 1_000, extra: ["rankPreference": "DISTANCE"]), fieldMask: "places.displayName"
        )

        XCTAssertEqual(answer.displayNames, ["First", "Second", "Third"])
    }

    func test_searchNearby_answersAtMostMaxResultCountPlacesTwentyByDefault() async throws {
        let restaurants = (0..<25).map { F.restaurant("Place \($0)", at: F.point(metres: Double($0) * 10), rating: 3 + Double($0 % 20) / 10) }
        let server = try await startPlacesServer(restaurants: restaurants)

        let byDefault = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 1_000), fieldMask: "places.id")
        let three = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 1_000, extra: ["maxResultCount": 3]), fieldMask: "places.id")

        XCTAssertEqual(byDefault.places.count, 20)
        XCTAssertEqual(three.places.count, 3)
        XCTAssertEqual(three.places.map { $0["id"] as? String }, byDefault.places.prefix(3).map { $0["id"] as? String })
    }

    func test_searchNearby_answersAnEmptyObjectWhenNothingIsFound() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Far", at: F.point(metres: 5_000))])

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 1_000), fieldMask: "places.id")

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.text, "{}")
    }

    func test_searchNearby_answersAnEmptyObjectForTypesNoRestaurantHas() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca", at: F.point(metres: 50))])

        var answers: [ServerClient.Answer] = []
        for extra: [String: Any] in [
            ["includedTypes": ["museum", "park"]], ["includedPrimaryTypes": ["bar"]], ["excludedTypes": ["restaurant"]],
            ["excludedPrimaryTypes": ["restaurant"]],
        ] {
            answers.append(try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500, extra: extra), fieldMask: "places.id"))
        }
        let restaurants = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 500, extra: ["includedTypes": ["museum", "restaurant"], "includedPrimaryTypes": ["restaurant"]]),
            fieldMask: "places.id"
        )

        XCTAssertEqual(answers.map(\.text), ["{}", "{}", "{}", "{}"])
        XCTAssertEqual(restaurants.places.count, 1)
    }

    func test_searchNearby_leavesOutRestaurantsClosedForGoodAndNeverCallsAClosedOneOpen() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Paused", at: F.point(metres: 100), rating: 5, hours: .alwaysOpen, businessStatus: .closedTemporarily),
            F.restaurant("Gone", at: F.point(metres: 200), rating: 4.5, hours: .alwaysOpen, businessStatus: .closedPermanently),
            F.restaurant("Open", at: F.point(metres: 300), rating: 4, hours: .alwaysOpen),
        ])

        let answer = try await server.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 1_000), fieldMask: "places.displayName,places.businessStatus,places.regularOpeningHours.openNow"
        )

        XCTAssertEqual(answer.displayNames, ["Paused", "Open"])
        XCTAssertEqual(answer.places.map { $0["businessStatus"] as? String }, ["CLOSED_TEMPORARILY", "OPERATIONAL"])
        XCTAssertEqual(answer.places.map { ($0["regularOpeningHours"] as? [String: Any])?["openNow"] as? Bool }, [false, true])
    }

    func test_searchNearby_creditsOpenStreetMapPerPlaceAndSaysWhenEveryPlaceIsTheDemos() async throws {
        let demoOnly = try await startPlacesServer(restaurants: [F.restaurant("Demo", at: F.point(metres: 50))])
        let mixed = try await startPlacesServer(restaurants: [
            F.restaurant("Demo", at: F.point(metres: 50)), F.restaurant("Imported", at: F.point(metres: 60), source: .openStreetMap),
        ])

        let demoAnswer = try await demoOnly.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "places.displayName,places.attributions")
        let mixedAnswer = try await mixed.client.placesNew(
            "POST", Self.path, body: Self.body(radius: 500, extra: ["rankPreference": "DISTANCE"]), fieldMask: "places.displayName,places.attributions"
        )

        XCTAssertEqual(demoAnswer.json?["foodybiteCatalog"] as? String, "demo")
        XCTAssertNil(demoAnswer.places.first?["attributions"])
        XCTAssertNil(mixedAnswer.json?["foodybiteCatalog"])
        let credits = mixedAnswer.places.map { ($0["attributions"] as? [[String: String]])?.first?["provider"] }
        XCTAssertEqual(credits, [nil, "OpenStreetMap contributors"])
    }

    func test_searchNearby_includesFoodybiteReviewsWhenTheMaskAsksForReviews() async throws {
        let restaurant = F.restaurant("Tasca", at: F.point(metres: 50), rating: 3, reviews: [
            CatalogReview(authorName: "Catalog author", rating: 3, text: "Fine.", time: Date(timeIntervalSince1970: 1_700_000_000)),
        ])
        let server = try await startPlacesServer(restaurants: [restaurant])
        let author = try await server.client.signedUpAndLoggedIn(TestAccount(name: "Foodybite author"))
        _ = try await server.client.postReview(restaurantID: restaurant.placeID, stars: 5, bearer: author.accessToken)

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "places.rating,places.reviews")

        let place = try XCTUnwrap(answer.places.first)
        XCTAssertEqual(place["rating"] as? Double, 4, "(3 × 1 + 5) ÷ 2")
        let authors = (place["reviews"] as? [[String: Any]])?.map { ($0["authorAttribution"] as? [String: Any])?["displayName"] as? String }
        XCTAssertEqual(authors, ["Foodybite author", "Catalog author"])
    }

    func test_searchNearby_answers400NamingWhatIsWrongWithTheBody() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])
        let center: [String: Any] = ["latitude": 38.7223, "longitude": -9.1393]
        let cases: [(body: Any?, raw: String?, mentions: String)] = [
            (nil, nil, "locationRestriction"),
            ([:] as [String: Any], nil, "locationRestriction"),
            (["locationRestriction": ["circle": ["radius": 500]]], nil, "center"),
            (["locationRestriction": ["circle": ["center": center]]], nil, "radius"),
            (["locationRestriction": ["circle": ["center": center, "radius": 0]]], nil, "radius"),
            (["locationRestriction": ["circle": ["center": center, "radius": 50_001]]], nil, "radius"),
            (["locationRestriction": ["circle": ["center": ["latitude": 91, "longitude": 0], "radius": 500]]], nil, "latitude"),
            (["locationRestriction": ["circle": ["center": center, "radius": "far"]]], nil, "radius"),
            (Self.body(radius: 500, extra: ["maxResultCount": 0]), nil, "maxResultCount"),
            (Self.body(radius: 500, extra: ["maxResultCount": 21]), nil, "maxResultCount"),
            (Self.body(radius: 500, extra: ["rankPreference": "NEAREST"]), nil, "rankPreference"),
            (Self.body(radius: 500, extra: ["includedTypes": "restaurant"]), nil, "includedTypes"),
            (nil, "{\"locationRestriction\":", "not valid JSON"),
            (nil, "[1, 2]", "JSON object"),
        ]

        for (body, raw, mentions) in cases {
            let answer = raw == nil
                ? try await server.client.placesNew("POST", Self.path, body: body, fieldMask: "places.id")
                : try await server.client.request(
                    "POST", Self.path, rawBody: Data(raw!.utf8), headers: ["X-Goog-FieldMask": "places.id", "Content-Type": "application/json"]
                )

            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: mentions, "\(String(describing: body ?? raw as Any))")
        }
    }

    func test_searchNearby_answers400ForABodyOverTheLimitAnd415ForOneNotJSON() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")]) { $0.maximumBodySize = 1_024 }
        let padding = String(repeating: "x", count: 2_000)

        let large = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500, extra: ["languageCode": padding]), fieldMask: "places.id")
        let form = try await server.client.request(
            "POST", Self.path, rawBody: Data("radius=500".utf8), headers: ["X-Goog-FieldMask": "places.id", "Content-Type": "application/x-www-form-urlencoded"]
        )

        assertGoogleError(large, code: 400, status: "INVALID_ARGUMENT", mentions: "too large")
        assertGoogleError(form, code: 415, status: "INVALID_ARGUMENT", mentions: "JSON")
    }

    func test_searchNearby_answers503WhenTheCatalogCannotBeRead() async throws {
        let server = try await startLivePlacesServer(restaurants: [F.restaurant("Tasca")])
        // Every plan of a search by rating fails: the rating order and the R*Tree are gone.
        try await server.database.pool.write { db in try db.execute(sql: "DROP INDEX restaurant_by_prominence; DROP TABLE restaurantLocation") }

        let answer = try await server.client.placesNew("POST", Self.path, body: Self.body(radius: 500), fieldMask: "places.id")

        assertGoogleError(answer, code: 503, status: "UNAVAILABLE")
    }

    // MARK: - Helpers

    private static let path = "/v1/places:searchNearby"

    /// A search around Lisbon's centre (`PlacesFixtures.lisbon`).
    private static func body(radius: Double, extra: [String: Any] = [:]) -> [String: Any] {
        var body: [String: Any] = [
            "locationRestriction": ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": radius]],
        ]
        body.merge(extra) { _, new in new }
        return body
    }
}
