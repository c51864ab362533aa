@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// GET /v1/places/{id}: Place Details (New).
final class GetPlaceRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_getPlace_answersEveryFieldInTheNewShapeForTheStarMask() async throws {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let review = CatalogReview(
            authorName: "Ana Ribeiro", authorURL: "https://example.com/ana", profilePhotoURL: "https://example.com/ana.png", rating: 5,
            text: "Great value.", time: F.wednesdayNoonInLisbon.addingTimeInterval(-40 * 86_400), language: "en"
        )
        let restaurant = F.restaurant(
            "Tasca do Zé", rating: 4.56, ratingsTotal: 812, priceLevel: 2, hours: F.daily(12 * 60, 23 * 60),
            vicinity: "Rua Augusta 24, Lisboa", photos: [photo], reviews: [review]
        )
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "*")

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.header("Content-Type")?.hasPrefix("application/json") == true)
        let place = try XCTUnwrap(answer.json)
        XCTAssertEqual(place["name"] as? String, "places/\(restaurant.placeID)")
        XCTAssertEqual(place["id"] as? String, restaurant.placeID)
        XCTAssertEqual((place["displayName"] as? [String: Any])?["text"] as? String, "Tasca do Zé")
        XCTAssertEqual(place["formattedAddress"] as? String, "Rua Augusta 24, Lisboa, Portugal")
        XCTAssertEqual(place["shortFormattedAddress"] as? String, "Rua Augusta 24, Lisboa")
        let location = try XCTUnwrap(place["location"] as? [String: Double])
        XCTAssertEqual(location["latitude"] ?? 0, restaurant.location.latitude, accuracy: 1e-9)
        XCTAssertEqual(location["longitude"] ?? 0, restaurant.location.longitude, accuracy: 1e-9)
        XCTAssertEqual(place["rating"] as? Double, 4.6)
        XCTAssertEqual(place["userRatingCount"] as? Int, 812)
        XCTAssertEqual(place["nationalPhoneNumber"] as? String, "21 342 1234")
        XCTAssertEqual(place["internationalPhoneNumber"] as? String, "+351 21 342 1234")
        XCTAssertEqual(place["websiteUri"] as? String, restaurant.website)
        XCTAssertEqual(place["googleMapsUri"] as? String, restaurant.url)
        XCTAssertEqual(place["businessStatus"] as? String, "OPERATIONAL")
        XCTAssertEqual(place["priceLevel"] as? String, "PRICE_LEVEL_MODERATE")
        XCTAssertEqual(place["types"] as? [String], ["restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertEqual(place["primaryType"] as? String, "restaurant")
        XCTAssertEqual(place["utcOffsetMinutes"] as? Int, 60, "Lisbon keeps summer time in June")
        let hours = try XCTUnwrap(place["regularOpeningHours"] as? [String: Any])
        XCTAssertEqual(hours["openNow"] as? Bool, true)
        XCTAssertEqual((hours["periods"] as? [Any])?.count, 7)
        XCTAssertEqual((hours["weekdayDescriptions"] as? [String])?.first, "Monday: 12:00 – 23:00")
        let photos = try XCTUnwrap(place["photos"] as? [[String: Any]])
        XCTAssertEqual(photos.first?["name"] as? String, "places/\(restaurant.placeID)/photos/ref-1")
        XCTAssertEqual(photos.first?["widthPx"] as? Int, 2)
        XCTAssertEqual(photos.first?["heightPx"] as? Int, 1)
        XCTAssertEqual((photos.first?["authorAttributions"] as? [Any])?.count, 0)
        let reviews = try XCTUnwrap(place["reviews"] as? [[String: Any]])
        XCTAssertEqual(reviews.count, 1)
        XCTAssertTrue((reviews[0]["name"] as? String)?.hasPrefix("places/\(restaurant.placeID)/reviews/") == true)
        XCTAssertEqual(reviews[0]["rating"] as? Int, 5)
        XCTAssertEqual(reviews[0]["relativePublishTimeDescription"] as? String, "a month ago")
        XCTAssertEqual(reviews[0]["text"] as? [String: String], ["text": "Great value.", "languageCode": "en"])
        XCTAssertEqual(reviews[0]["originalText"] as? [String: String], ["text": "Great value.", "languageCode": "en"])
        XCTAssertEqual(reviews[0]["authorAttribution"] as? [String: String], [
            "displayName": "Ana Ribeiro", "uri": "https://example.com/ana", "photoUri": "https://example.com/ana.png",
        ])
        XCTAssertEqual(reviews[0]["publishTime"] as? String, "2025-05-02T11:00:00Z")
    }

    func test_getPlace_leavesOutWhatTheCatalogDoesNotKnow() async throws {
        var restaurant = F.restaurant("Bare")
        restaurant.phoneNumber = nil
        restaurant.internationalPhoneNumber = nil
        restaurant.website = nil
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "*")

        let keys = Set(try XCTUnwrap(answer.json).keys)
        XCTAssertTrue(keys.isDisjoint(with: [
            "rating", "userRatingCount", "priceLevel", "regularOpeningHours", "photos", "reviews", "nationalPhoneNumber",
            "internationalPhoneNumber", "websiteUri", "formattedAddress", "shortFormattedAddress",
        ]), "\(keys)")
        XCTAssertTrue(keys.isSuperset(of: ["name", "id", "displayName", "location", "businessStatus", "types"]))
    }

    func test_getPlace_keepsOnlyTheMembersTheMaskSelects() async throws {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant("Tasca", rating: 4.1, hours: F.daily(600, 1_200), photos: [photo])
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let simple = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "displayName,location")
        let nested = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "regularOpeningHours.openNow, photos.widthPx")
        let fromQuery = try await server.client.placesNew("GET", Self.path(restaurant), query: ["fields": "id,rating"])
        let fromDollarQuery = try await server.client.placesNew("GET", Self.path(restaurant), query: ["$fields": "id"])

        XCTAssertEqual(Set(try XCTUnwrap(simple.json).keys), ["displayName", "location"])
        let nestedPlace = try XCTUnwrap(nested.json)
        XCTAssertEqual(Set(nestedPlace.keys), ["regularOpeningHours", "photos"])
        XCTAssertEqual(nestedPlace["regularOpeningHours"] as? [String: Bool], ["openNow": true])
        XCTAssertEqual(nestedPlace["photos"] as? [[String: Int]], [["widthPx": 2]])
        XCTAssertEqual(fromQuery.json?["id"] as? String, restaurant.placeID)
        XCTAssertEqual(Set(try XCTUnwrap(fromQuery.json).keys), ["id", "rating"])
        XCTAssertEqual(Set(try XCTUnwrap(fromDollarQuery.json).keys), ["id"])
    }

    func test_getPlace_answers400WithoutAFieldMask() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let missing = try await server.client.placesNew("GET", Self.path(restaurant))
        let blank = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: " ")

        for answer in [missing, blank] {
            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT")
            XCTAssertEqual(answer.googleError?["message"] as? String, """
                FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. \
                As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' to have the response only include the display name.
                """)
        }
    }

    func test_getPlace_answers400NamingAFieldThatIsNotAPlaceField() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let unknown = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "displayName,colour")
        let searchPrefixed = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "places.displayName")
        let empty = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "displayName..text")

        assertGoogleError(unknown, code: 400, status: "INVALID_ARGUMENT", mentions: "colour")
        assertGoogleError(searchPrefixed, code: 400, status: "INVALID_ARGUMENT", mentions: "places.displayName")
        assertGoogleError(empty, code: 400, status: "INVALID_ARGUMENT", mentions: "displayName..text")
    }

    func test_getPlace_answers404ForAnUnknownPlaceIDAnd400ForOneThatCannotBeAPlaceID() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])
        let unknownID = PlaceIdentifier.placeID(forSourceKey: "test:nowhere")

        let unknown = try await server.client.placesNew("GET", "/v1/places/\(unknownID)", fieldMask: "*")
        let malformed = try await server.client.placesNew("GET", "/v1/places/ChIJ-not-ours", fieldMask: "*")

        assertGoogleError(unknown, code: 404, status: "NOT_FOUND", mentions: unknownID)
        assertGoogleError(malformed, code: 400, status: "INVALID_ARGUMENT")
        XCTAssertEqual(malformed.googleError?["message"] as? String, "Not a valid Place ID: ChIJ-not-ours")
    }

    func test_getPlace_ignoresLanguageAndRegionCodes() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "id", query: ["languageCode": "pt", "regionCode": "PT"])

        XCTAssertEqual(answer.json?["id"] as? String, restaurant.placeID)
    }

    func test_getPlace_writesPeriodsWithDayHourAndMinuteAndOvernightClosesOnTheNextDay() async throws {
        let late = F.restaurant("Late", hours: .weekly([
            OpeningInterval(day: 1, start: 12 * 60, end: 15 * 60),
            OpeningInterval(day: 5, start: 18 * 60, end: 26 * 60),
            OpeningInterval(day: 6, start: 19 * 60 + 30, end: 24 * 60),
        ]))
        let always = F.restaurant("Always", hours: .alwaysOpen)
        let server = try await startPlacesServer(restaurants: [late, always])

        let lateHours = try await server.client.placesNew("GET", Self.path(late), fieldMask: "regularOpeningHours").json?["regularOpeningHours"] as? [String: Any]
        let alwaysHours = try await server.client.placesNew("GET", Self.path(always), fieldMask: "regularOpeningHours").json?["regularOpeningHours"] as? [String: Any]

        let periods = try XCTUnwrap(lateHours?["periods"] as? [[String: [String: Int]]])
        XCTAssertEqual(periods.map { $0["open"] }, [["day": 1, "hour": 12, "minute": 0], ["day": 5, "hour": 18, "minute": 0], ["day": 6, "hour": 19, "minute": 30]])
        XCTAssertEqual(periods.map { $0["close"] }, [["day": 1, "hour": 15, "minute": 0], ["day": 6, "hour": 2, "minute": 0], ["day": 0, "hour": 0, "minute": 0]])
        XCTAssertEqual((lateHours?["weekdayDescriptions"] as? [String])?.count, 7)
        let alwaysPeriods = try XCTUnwrap(alwaysHours?["periods"] as? [[String: [String: Int]]])
        XCTAssertEqual(alwaysPeriods.count, 1)
        XCTAssertEqual(alwaysPeriods[0]["open"], ["day": 0, "hour": 0, "minute": 0])
        XCTAssertNil(alwaysPeriods[0]["close"])
        XCTAssertEqual(alwaysHours?["openNow"] as? Bool, true)
    }

    func test_getPlace_namesTheCuisinesGoogleHasTypesForBeforeTheRestaurantsTypes() async throws {
        let pizzeria = F.restaurant("Pizzeria", cuisines: ["italian", "pizza", "portuguese", "burger", "pizza"])
        let tasca = F.restaurant("Tasca", cuisines: ["portuguese"])
        let server = try await startPlacesServer(restaurants: [pizzeria, tasca])

        let pizzeriaTypes = try await server.client.placesNew("GET", Self.path(pizzeria), fieldMask: "types").json?["types"] as? [String]
        let tascaTypes = try await server.client.placesNew("GET", Self.path(tasca), fieldMask: "types").json?["types"] as? [String]

        XCTAssertEqual(pizzeriaTypes, ["italian_restaurant", "pizza_restaurant", "hamburger_restaurant", "restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertEqual(tascaTypes, ["restaurant", "food", "point_of_interest", "establishment"], "Google has no type for Portuguese cuisine")
    }

    func test_getPlace_answersWhatTheCatalogKnowsOfDietAccessAndServiceAndLeavesOutWhatItDoesNot() async throws {
        var known = F.restaurant("Known")
        known.facts = CatalogPlaceFacts(diets: ["vegan": .only], wheelchair: .yes, takeaway: true, delivery: false, outdoorSeating: true)
        var limited = F.restaurant("Limited")
        limited.facts = CatalogPlaceFacts(wheelchair: .limited)
        let unknown = F.restaurant("Unknown")
        let server = try await startPlacesServer(restaurants: [known, limited, unknown])
        let mask = "servesVegetarianFood,accessibilityOptions,takeout,delivery,outdoorSeating"

        let knownPlace = try await server.client.placesNew("GET", Self.path(known), fieldMask: mask).json
        let limitedPlace = try await server.client.placesNew("GET", Self.path(limited), fieldMask: mask).json
        let unknownPlace = try await server.client.placesNew("GET", Self.path(unknown), fieldMask: mask).json

        XCTAssertEqual(knownPlace?["servesVegetarianFood"] as? Bool, true)
        XCTAssertEqual(knownPlace?["accessibilityOptions"] as? [String: Bool], ["wheelchairAccessibleEntrance": true])
        XCTAssertEqual(knownPlace?["takeout"] as? Bool, true)
        XCTAssertEqual(knownPlace?["delivery"] as? Bool, false)
        XCTAssertEqual(knownPlace?["outdoorSeating"] as? Bool, true)
        XCTAssertEqual(limitedPlace?.count, 0, "limited access is no promise of an accessible entrance: \(String(describing: limitedPlace))")
        XCTAssertEqual(unknownPlace?.count, 0, "unknown is left out, never answered as false: \(String(describing: unknownPlace))")
    }

    func test_getPlace_answersAnHoursNoteAsTheOnlyWeekdayDescription() async throws {
        var restaurant = F.restaurant("Renovating")
        restaurant.openingHoursNote = "renovation, opening soon"
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "regularOpeningHours")

        XCTAssertEqual(answer.json?["regularOpeningHours"] as? [String: [String]], ["weekdayDescriptions": ["renovation, opening soon"]])
    }

    func test_getPlace_answersTheBusinessStatusAndNeverCallsAClosedRestaurantOpen() async throws {
        let paused = F.restaurant("Paused", hours: .alwaysOpen, businessStatus: .closedTemporarily)
        let gone = F.restaurant("Gone", hours: .alwaysOpen, businessStatus: .closedPermanently)
        let server = try await startPlacesServer(restaurants: [paused, gone])

        let mask = "businessStatus,regularOpeningHours.openNow"
        let pausedPlace = try await server.client.placesNew("GET", Self.path(paused), fieldMask: mask).json
        let gonePlace = try await server.client.placesNew("GET", Self.path(gone), fieldMask: mask).json

        XCTAssertEqual(pausedPlace?["businessStatus"] as? String, "CLOSED_TEMPORARILY")
        XCTAssertEqual(pausedPlace?["regularOpeningHours"] as? [String: Bool], ["openNow": false])
        XCTAssertEqual(gonePlace?["businessStatus"] as? String, "CLOSED_PERMANENTLY")
        XCTAssertEqual(gonePlace?["regularOpeningHours"] as? [String: Bool], ["openNow": false])
    }

    func test_getPlace_namesEveryPriceLevel() async throws {
        let restaurants = (0...4).map { (level: Int) in F.restaurant("Price \(level)", priceLevel: level) }
        let server = try await startPlacesServer(restaurants: restaurants)

        var levels: [String?] = []
        for restaurant in restaurants {
            levels.append(try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "priceLevel").json?["priceLevel"] as? String)
        }

        XCTAssertEqual(levels, [
            "PRICE_LEVEL_FREE", "PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_VERY_EXPENSIVE",
        ])
    }

    func test_getPlace_answersATranslatedReviewWithItsOriginalText() async throws {
        let translated = CatalogReview(
            authorName: "Rita", rating: 5, text: "Excellent food.", time: F.wednesdayNoonInLisbon.addingTimeInterval(-86_400),
            language: "en", originalText: "Comida excelente.", originalLanguage: "pt"
        )
        let restaurant = F.restaurant("Tasca", rating: 5, reviews: [translated])
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "reviews.text,reviews.originalText")

        let review = try XCTUnwrap((answer.json?["reviews"] as? [[String: Any]])?.first)
        XCTAssertEqual(review["text"] as? [String: String], ["text": "Excellent food.", "languageCode": "en"])
        XCTAssertEqual(review["originalText"] as? [String: String], ["text": "Comida excelente.", "languageCode": "pt"])
    }

    func test_getPlace_listsFoodybiteReviewsNewestFirstBeforeTheCatalogsAndRatesByThem() async throws {
        let catalogReviews = (0..<7).map { index in
            CatalogReview(authorName: "Catalog \(index)", rating: 3, text: "Fine.", time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        }
        let restaurant = F.restaurant("Tasca", rating: 3, ratingsTotal: 40, reviews: catalogReviews)
        let server = try await startPlacesServer(restaurants: [restaurant])
        let older = try await server.client.signedUpAndLoggedIn(TestAccount(name: "Older Author"))
        let newer = try await server.client.signedUpAndLoggedIn(TestAccount(name: "Newer Author"))
        let posted = [
            try await server.client.postReview(restaurantID: restaurant.placeID, text: "Good.", stars: 4, createdAt: "2025-06-01T10:00:00Z", bearer: older.accessToken),
            try await server.client.postReview(restaurantID: restaurant.placeID, text: "Superb.", stars: 5, createdAt: "2025-06-10T10:00:00Z", bearer: newer.accessToken),
        ]
        XCTAssertEqual(posted.map(\.status), [200, 200])

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "rating,userRatingCount,reviews")

        // (3 × 40 + 4 + 5) ÷ 42 = 3.07: the catalog's rating merged with the reviews'.
        XCTAssertEqual(answer.json?["rating"] as? Double, 3.1)
        XCTAssertEqual(answer.json?["userRatingCount"] as? Int, 42)
        let reviews = try XCTUnwrap(answer.json?["reviews"] as? [[String: Any]])
        let authors = reviews.map { ($0["authorAttribution"] as? [String: Any])?["displayName"] as? String }
        XCTAssertEqual(authors, ["Newer Author", "Older Author"] + (0..<5).map { "Catalog \($0)" })
        XCTAssertEqual(reviews[0]["text"] as? [String: String], ["text": "Superb."])
        XCTAssertEqual(reviews[0]["rating"] as? Int, 5)
        XCTAssertEqual(reviews[0]["publishTime"] as? String, "2025-06-10T10:00:00Z")
        XCTAssertEqual(reviews[0]["relativePublishTimeDescription"] as? String, "a day ago")
        let name = try XCTUnwrap(reviews[0]["name"] as? String)
        XCTAssertTrue(name.hasPrefix("places/\(restaurant.placeID)/reviews/foodybite-"), name)
        XCTAssertNotNil(UUID(uuidString: String(name.dropFirst("places/\(restaurant.placeID)/reviews/foodybite-".count))), name)
    }

    func test_getPlace_answers503WhenTheCatalogCannotBeRead() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startLivePlacesServer(restaurants: [restaurant])
        try await server.database.pool.write { db in try db.execute(sql: "DROP TABLE restaurantReview") }

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), fieldMask: "*")

        assertGoogleError(answer, code: 503, status: "UNAVAILABLE")
    }

    // MARK: - Helpers

    private static func path(_ restaurant: CatalogRestaurant) -> String {
        "/v1/places/\(restaurant.placeID)"
    }
}
