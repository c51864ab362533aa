@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class PlaceDetailsRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_details_answersEverythingTheCatalogKnows() async throws {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let review = CatalogReview(
            authorName: "Ana Ribeiro", authorURL: "https://example.com/ana", rating: 5, text: "Great value &amp; generous portions.",
            time: F.wednesdayNoonInLisbon.addingTimeInterval(-40 * 86_400), language: "en"
        )
        let restaurant = F.restaurant(
            "Tasca do Zé", rating: 4.6, ratingsTotal: 812, priceLevel: 2, hours: F.daily(12 * 60, 23 * 60),
            vicinity: "Rua Augusta 24, Lisboa", photos: [photo], reviews: [review]
        )
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "key": "anything"])

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.placesStatus, "OK")
        XCTAssertEqual(answer.json?["html_attributions"] as? [String], [])
        let result = try XCTUnwrap(answer.json?["result"] as? [String: Any])
        XCTAssertEqual(result["place_id"] as? String, restaurant.placeID)
        XCTAssertEqual(result["name"] as? String, "Tasca do Zé")
        XCTAssertEqual(result["formatted_address"] as? String, "Rua Augusta 24, Lisboa, Portugal")
        XCTAssertEqual(result["vicinity"] as? String, "Rua Augusta 24, Lisboa")
        XCTAssertEqual(result["formatted_phone_number"] as? String, "21 342 1234")
        XCTAssertEqual(result["international_phone_number"] as? String, "+351 21 342 1234")
        XCTAssertNotNil((result["geometry"] as? [String: Any])?["location"] as? [String: Double])
        XCTAssertEqual(result["rating"] as? Double, 4.6)
        XCTAssertEqual(result["user_ratings_total"] as? Int, 812)
        XCTAssertEqual(result["price_level"] as? Int, 2)
        XCTAssertEqual(result["website"] as? String, restaurant.website)
        XCTAssertEqual(result["url"] as? String, restaurant.url)
        XCTAssertEqual(result["utc_offset"] as? Int, 60, "Lisbon keeps summer time in June")
        XCTAssertEqual(result["types"] as? [String], ["restaurant", "food", "point_of_interest", "establishment"])
        let hours = try XCTUnwrap(result["opening_hours"] as? [String: Any])
        XCTAssertEqual(hours["open_now"] as? Bool, true)
        XCTAssertEqual((hours["periods"] as? [Any])?.count, 7)
        XCTAssertEqual((hours["weekday_text"] as? [String])?.first, "Monday: 12:00 – 23:00")
        XCTAssertEqual((hours["weekday_text"] as? [String])?.last, "Sunday: 12:00 – 23:00")
        let photos = try XCTUnwrap(result["photos"] as? [[String: Any]])
        XCTAssertEqual(photos.first?["photo_reference"] as? String, "ref-1")
        let reviews = try XCTUnwrap(result["reviews"] as? [[String: Any]])
        XCTAssertEqual(reviews.first?["author_name"] as? String, "Ana Ribeiro")
        XCTAssertEqual(reviews.first?["author_url"] as? String, "https://example.com/ana")
        XCTAssertEqual(reviews.first?["rating"] as? Int, 5)
        XCTAssertEqual(reviews.first?["text"] as? String, "Great value &amp; generous portions.")
        XCTAssertEqual(reviews.first?["time"] as? Int, Int(review.time.timeIntervalSince1970))
        XCTAssertEqual(reviews.first?["relative_time_description"] as? String, "a month ago")
        XCTAssertEqual(reviews.first?["language"] as? String, "en")
    }

    func test_details_writesPeriodsWithSundayZeroHhmmTimesAndOvernightClosesOnTheNextDay() async throws {
        let restaurant = F.restaurant("Late", hours: .weekly([
            OpeningInterval(day: 1, start: 12 * 60, end: 15 * 60),
            OpeningInterval(day: 5, start: 18 * 60, end: 26 * 60),
            OpeningInterval(day: 6, start: 19 * 60 + 30, end: 24 * 60),
        ]))
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID])

        let hours = try XCTUnwrap((answer.json?["result"] as? [String: Any])?["opening_hours"] as? [String: Any])
        let periods = try XCTUnwrap(hours["periods"] as? [[String: [String: Any]]])
        XCTAssertEqual(periods.map { $0["open"]?["day"] as? Int }, [1, 5, 6])
        XCTAssertEqual(periods.map { $0["open"]?["time"] as? String }, ["1200", "1800", "1930"])
        XCTAssertEqual(periods.map { $0["close"]?["day"] as? Int }, [1, 6, 0], "Friday's close is on Saturday, Saturday's midnight close on Sunday")
        XCTAssertEqual(periods.map { $0["close"]?["time"] as? String }, ["1500", "0200", "0000"])
        XCTAssertEqual(hours["weekday_text"] as? [String], [
            "Monday: 12:00 – 15:00", "Tuesday: Closed", "Wednesday: Closed", "Thursday: Closed", "Friday: 18:00 – 02:00",
            "Saturday: 19:30 – 24:00", "Sunday: Closed",
        ])
    }

    func test_details_writesAlwaysOpenAsOnePeriodWithoutAClose() async throws {
        let restaurant = F.restaurant("Always", hours: .alwaysOpen)
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID])

        let hours = try XCTUnwrap((answer.json?["result"] as? [String: Any])?["opening_hours"] as? [String: Any])
        let periods = try XCTUnwrap(hours["periods"] as? [[String: Any]])
        XCTAssertEqual(periods.count, 1)
        XCTAssertEqual((periods[0]["open"] as? [String: Any])?["day"] as? Int, 0)
        XCTAssertEqual((periods[0]["open"] as? [String: Any])?["time"] as? String, "0000")
        XCTAssertNil(periods[0]["close"])
        XCTAssertEqual((hours["weekday_text"] as? [String])?.first, "Monday: Open 24 hours")
    }

    func test_details_givesTheUTCOffsetOfTheRestaurantsOwnTimeZone() async throws {
        let newYork = F.restaurant("Diner", timeZone: "America/New_York")
        let india = F.restaurant("Thali", timeZone: "UTC+05:30")
        let server = try await startPlacesServer(restaurants: [newYork, india])

        let diner = try await server.client.get(Self.path, query: ["place_id": newYork.placeID])
        let thali = try await server.client.get(Self.path, query: ["place_id": india.placeID])

        XCTAssertEqual((diner.json?["result"] as? [String: Any])?["utc_offset"] as? Int, -240)
        XCTAssertEqual((thali.json?["result"] as? [String: Any])?["utc_offset"] as? Int, 330)
    }

    func test_details_keepsOnlyTheFieldsAsked() async throws {
        let restaurant = F.restaurant("Tasca", rating: 4.1, hours: F.daily(600, 1_200), photos: [CatalogPhoto(reference: "r", imageName: F.image.name, width: 2, height: 1)])
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let simple = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "name,rating"])
        let nested = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "geometry/location,opening_hours/open_now,photo"])

        XCTAssertEqual(simple.placesStatus, "OK")
        let simpleResult = try XCTUnwrap(simple.json?["result"] as? [String: Any])
        XCTAssertEqual(Set(simpleResult.keys), ["name", "rating"])
        let nestedResult = try XCTUnwrap(nested.json?["result"] as? [String: Any])
        XCTAssertEqual(Set(nestedResult.keys), ["geometry", "opening_hours", "photos"])
        XCTAssertEqual(Set((nestedResult["geometry"] as? [String: Any])?.keys ?? [:].keys), ["location"])
        XCTAssertEqual((nestedResult["opening_hours"] as? [String: Any])?.count, 1)
        XCTAssertEqual((nestedResult["opening_hours"] as? [String: Any])?["open_now"] as? Bool, true)
    }

    func test_details_answersInvalidRequestForAnUnknownField() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "name,colour"])

        XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST")
        XCTAssertTrue(answer.errorMessage?.contains("'fields'") == true && answer.errorMessage?.contains("colour") == true, answer.errorMessage ?? "")
        XCTAssertNil(answer.json?["result"])
    }

    func test_details_answersInvalidRequestWithoutAPlaceIDAndNotFoundForAnUnknownOne() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])

        let missing = try await server.client.get(Self.path, query: [:])
        let unknown = try await server.client.get(Self.path, query: ["place_id": "FBnothing"])

        XCTAssertEqual(missing.status, 200)
        XCTAssertEqual(missing.placesStatus, "INVALID_REQUEST")
        XCTAssertTrue(missing.errorMessage?.contains("'place_id'") == true)
        XCTAssertEqual(unknown.status, 200)
        XCTAssertEqual(unknown.placesStatus, "NOT_FOUND")
        XCTAssertNil(unknown.json?["result"])
    }

    func test_details_acceptsTheOlderPlaceIDParameterName() async throws {
        let restaurant = F.restaurant("Tasca")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["placeid": restaurant.placeID])

        XCTAssertEqual(answer.placesStatus, "OK")
    }

    func test_details_ratesByFoodybiteReviewsWhenThereAreAny() async throws {
        let restaurant = F.restaurant("Tasca", rating: 3.9, ratingsTotal: 120)
        let unrated = F.restaurant("New place")
        let server = try await startPlacesServer(restaurants: [restaurant, unrated])
        server.setFoodybiteRating(placeID: restaurant.placeID, reviewCount: 2, starsTotal: 9)
        server.setFoodybiteRating(placeID: unrated.placeID, reviewCount: 1, starsTotal: 2)

        let reviewed = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "rating,user_ratings_total"])
        let firstReview = try await server.client.get(Self.path, query: ["place_id": unrated.placeID, "fields": "rating,user_ratings_total"])

        // (3.9 × 120 + 9) ÷ 122 = 3.91: one place's reviews move a popular rating a little.
        XCTAssertEqual((reviewed.json?["result"] as? [String: Any])?["rating"] as? Double, 3.9)
        XCTAssertEqual((reviewed.json?["result"] as? [String: Any])?["user_ratings_total"] as? Int, 122)
        XCTAssertEqual((firstReview.json?["result"] as? [String: Any])?["rating"] as? Double, 2)
        XCTAssertEqual((firstReview.json?["result"] as? [String: Any])?["user_ratings_total"] as? Int, 1)
    }

    func test_details_answersAtMostFiveReviewsNewestFirstWhenAsked() async throws {
        let reviews = (0..<7).map { index in
            CatalogReview(authorName: "Author \(index)", rating: 4, text: "", time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400))
        }
        let restaurant = F.restaurant("Popular", rating: 4, reviews: reviews)
        let server = try await startPlacesServer(restaurants: [restaurant])

        let relevant = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "reviews"])
        let newest = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "reviews", "reviews_sort": "newest"])

        let relevantAuthors = ((relevant.json?["result"] as? [String: Any])?["reviews"] as? [[String: Any]])?.compactMap { $0["author_name"] as? String }
        let newestAuthors = ((newest.json?["result"] as? [String: Any])?["reviews"] as? [[String: Any]])?.compactMap { $0["author_name"] as? String }
        XCTAssertEqual(relevantAuthors, (0..<5).map { "Author \($0)" })
        XCTAssertEqual(newestAuthors, [6, 5, 4, 3, 2].map { "Author \($0)" })
    }

    func test_details_answersTheBusinessStatusAndNeverCallsAClosedRestaurantOpen() async throws {
        let paused = F.restaurant("Paused", hours: .alwaysOpen, businessStatus: .closedTemporarily)
        let gone = F.restaurant("Gone", hours: .alwaysOpen, businessStatus: .closedPermanently)
        let server = try await startPlacesServer(restaurants: [paused, gone])

        let pausedResult = try await server.client.get(Self.path, query: ["place_id": paused.placeID]).json?["result"] as? [String: Any]
        let goneResult = try await server.client.get(Self.path, query: ["place_id": gone.placeID]).json?["result"] as? [String: Any]

        XCTAssertEqual(pausedResult?["business_status"] as? String, "CLOSED_TEMPORARILY")
        XCTAssertNil(pausedResult?["permanently_closed"])
        XCTAssertEqual((pausedResult?["opening_hours"] as? [String: Any])?["open_now"] as? Bool, false)
        XCTAssertEqual(goneResult?["business_status"] as? String, "CLOSED_PERMANENTLY")
        XCTAssertEqual(goneResult?["permanently_closed"] as? Bool, true)
        XCTAssertEqual((goneResult?["opening_hours"] as? [String: Any])?["open_now"] as? Bool, false)
    }

    func test_details_marksATranslatedReviewWithItsOriginalLanguage() async throws {
        let translated = CatalogReview(
            authorName: "Rita", rating: 5, text: "Excellent food.", time: F.wednesdayNoonInLisbon.addingTimeInterval(-86_400),
            language: "en", originalText: "Comida excelente.", originalLanguage: "pt"
        )
        let plain = CatalogReview(authorName: "Ana", rating: 4, text: "Good.", time: F.wednesdayNoonInLisbon.addingTimeInterval(-86_400), language: "en")
        let restaurant = F.restaurant("Tasca", rating: 4.5, reviews: [translated, plain])
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID, "fields": "reviews"])

        let reviews = try XCTUnwrap((answer.json?["result"] as? [String: Any])?["reviews"] as? [[String: Any]])
        XCTAssertEqual(reviews.map { $0["text"] as? String }, ["Excellent food.", "Good."])
        XCTAssertEqual(reviews.map { $0["language"] as? String }, ["en", "en"])
        XCTAssertEqual(reviews.map { $0["original_language"] as? String }, ["pt", nil])
        XCTAssertEqual(reviews.map { $0["translated"] as? Bool }, [true, nil])
    }

    func test_details_answersEveryPhoneNumberOfARestaurantWithSeveral() async throws {
        var restaurant = F.restaurant("Two lines")
        restaurant.phoneNumber = "33 12 34 56; 70 10 20 30"
        restaurant.internationalPhoneNumber = "+45 33 12 34 56; +45 70 10 20 30"
        let server = try await startPlacesServer(restaurants: [restaurant])

        let result = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID]).json?["result"] as? [String: Any]

        XCTAssertEqual(result?["formatted_phone_number"] as? String, "33 12 34 56; 70 10 20 30")
        XCTAssertEqual(result?["international_phone_number"] as? String, "+45 33 12 34 56; +45 70 10 20 30")
    }

    func test_details_answersWhatTheCatalogKnowsOfDietAccessAndServiceAndLeavesOutWhatItDoesNot() async throws {
        var known = F.restaurant("Known")
        known.facts = CatalogPlaceFacts(diets: ["vegetarian": .no], wheelchair: .no, takeaway: false, delivery: true)
        let unknown = F.restaurant("Unknown")
        let server = try await startPlacesServer(restaurants: [known, unknown])

        let knownAnswer = try await server.client.get(Self.path, query: ["place_id": known.placeID])
        let unknownAnswer = try await server.client.get(Self.path, query: ["place_id": unknown.placeID])

        let knownResult = try XCTUnwrap(knownAnswer.json?["result"] as? [String: Any])
        let unknownResult = try XCTUnwrap(unknownAnswer.json?["result"] as? [String: Any])

        XCTAssertEqual(knownResult["serves_vegetarian_food"] as? Bool, false)
        XCTAssertEqual(knownResult["wheelchair_accessible_entrance"] as? Bool, false)
        XCTAssertEqual(knownResult["takeout"] as? Bool, false)
        XCTAssertEqual(knownResult["delivery"] as? Bool, true)
        XCTAssertEqual(unknownResult["name"] as? String, "Unknown")
        for key in ["serves_vegetarian_food", "wheelchair_accessible_entrance", "takeout", "delivery"] {
            XCTAssertNil(unknownResult[key], key)
        }
    }

    func test_details_answersTheCuisinesAsOpenStreetMapNamesThemWhenAskedOrWhenEverythingIs() async throws {
        var tasca = F.restaurant("Tasca")
        tasca.cuisines = ["portuguese", "regional"]
        let unknown = F.restaurant("Unknown")
        let server = try await startPlacesServer(restaurants: [tasca, unknown])

        let everything = try await server.client.get(Self.path, query: ["place_id": tasca.placeID])
        let asked = try await server.client.get(Self.path, query: ["place_id": tasca.placeID, "fields": "name,foodybite_cuisines"])
        let none = try await server.client.get(Self.path, query: ["place_id": unknown.placeID])

        let everythingResult = try XCTUnwrap(everything.json?["result"] as? [String: Any])
        XCTAssertEqual(everythingResult["foodybite_cuisines"] as? [String], ["portuguese", "regional"])
        let askedResult = try XCTUnwrap(asked.json?["result"] as? [String: Any])
        XCTAssertEqual(Set(askedResult.keys), ["name", "foodybite_cuisines"])
        XCTAssertNil((none.json?["result"] as? [String: Any])?["foodybite_cuisines"], "no cuisine, no member")
    }

    func test_details_answersAnHoursNoteAsTheOnlyWeekdayLineWithoutPeriodsOrOpenNow() async throws {
        var restaurant = F.restaurant("Renovating", businessStatus: .closedTemporarily)
        restaurant.openingHoursNote = "renovation, opening soon"
        let server = try await startPlacesServer(restaurants: [restaurant])

        let details = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID])
        let search = try await server.client.get("/maps/api/place/nearbysearch/json", query: ["location": "38.7223,-9.1393", "radius": "100"])

        let hours = try XCTUnwrap((details.json?["result"] as? [String: Any])?["opening_hours"] as? [String: Any])
        XCTAssertEqual(hours["weekday_text"] as? [String], ["renovation, opening soon"])
        XCTAssertNil(hours["periods"])
        XCTAssertNil(hours["open_now"])
        XCTAssertEqual(search.names, ["Renovating"])
        XCTAssertNil(search.results.first?["opening_hours"], "a search result's hours only say whether it is open")
    }

    func test_details_creditsOpenStreetMapForImportedRestaurants() async throws {
        let restaurant = F.restaurant("Imported", source: .openStreetMap)
        let server = try await startPlacesServer(restaurants: [restaurant])

        let answer = try await server.client.get(Self.path, query: ["place_id": restaurant.placeID])

        XCTAssertEqual((answer.json?["html_attributions"] as? [String])?.first?.contains("© <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap contributors</a>"), true)
    }

    // MARK: - Helpers

    private static let path = "/maps/api/place/details/json"
}
