@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class NearbySearchRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_nearby_answersOKWithOnlyTheRestaurantsWithinTheRadius() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Near", at: F.point(metres: 100)),
            F.restaurant("Inside", at: F.point(metres: -900)),
            F.restaurant("Outside", at: F.point(metres: 1_100)),
        ])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000"])

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.header("Content-Type"), "application/json; charset=UTF-8")
        XCTAssertEqual(answer.placesStatus, "OK")
        XCTAssertEqual(Set(answer.names), ["Near", "Inside"])
        XCTAssertNil(answer.json?["next_page_token"])
        XCTAssertEqual(answer.json?["html_attributions"] as? [String], [])
    }

    func test_nearby_answersTheContractsResultFields() async throws {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1, htmlAttributions: ["Demo"])
        let restaurant = F.restaurant(
            "Tasca do Zé", at: F.point(metres: 50), rating: 4.6, ratingsTotal: 812, priceLevel: 2, hours: F.daily(600, 1_380),
            vicinity: "Rua Augusta 24, Lisboa", photos: [photo, CatalogPhoto(reference: "ref-2", imageName: F.image.name, width: 2, height: 1)]
        )
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "type": "restaurant", "key": "any"])

        let result = try XCTUnwrap(answer.results.first)
        XCTAssertEqual(result["place_id"] as? String, restaurant.placeID)
        XCTAssertEqual(result["name"] as? String, "Tasca do Zé")
        let geometry = try XCTUnwrap(result["geometry"] as? [String: Any])
        let location = try XCTUnwrap(geometry["location"] as? [String: Double])
        XCTAssertEqual(location["lat"] ?? 0, restaurant.location.latitude, accuracy: 1e-9)
        XCTAssertEqual(location["lng"] ?? 0, restaurant.location.longitude, accuracy: 1e-9)
        let viewport = try XCTUnwrap(geometry["viewport"] as? [String: [String: Double]])
        XCTAssertLessThan(viewport["southwest"]?["lat"] ?? 99, restaurant.location.latitude)
        XCTAssertGreaterThan(viewport["northeast"]?["lng"] ?? -999, restaurant.location.longitude)
        XCTAssertEqual((result["opening_hours"] as? [String: Any])?["open_now"] as? Bool, true)
        XCTAssertEqual(result["rating"] as? Double, 4.6)
        XCTAssertEqual(result["user_ratings_total"] as? Int, 812)
        XCTAssertEqual(result["price_level"] as? Int, 2)
        let photos = try XCTUnwrap(result["photos"] as? [[String: Any]])
        XCTAssertEqual(photos.count, 1, "search results carry one photo, as Google's do")
        XCTAssertEqual(photos.first?["photo_reference"] as? String, "ref-1")
        XCTAssertEqual(photos.first?["width"] as? Int, 2)
        XCTAssertEqual(photos.first?["height"] as? Int, 1)
        XCTAssertEqual(photos.first?["html_attributions"] as? [String], ["Demo"])
        XCTAssertEqual(result["vicinity"] as? String, "Rua Augusta 24, Lisboa")
        XCTAssertEqual(result["types"] as? [String], ["restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertEqual(result["business_status"] as? String, "OPERATIONAL")
    }

    func test_nearby_leavesOutWhatTheCatalogDoesNotKnow() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Bare", at: F.point(metres: 10))])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])

        let result = try XCTUnwrap(answer.results.first)
        for absent in ["rating", "user_ratings_total", "price_level", "photos", "opening_hours", "vicinity"] {
            XCTAssertNil(result[absent], "\(absent) should be absent")
        }
    }

    func test_nearby_ranksBestRatedFirstByDefault() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Unrated", at: F.point(metres: 10)),
            F.restaurant("Good", at: F.point(metres: 20), rating: 4.2, ratingsTotal: 10),
            F.restaurant("Best", at: F.point(metres: 400), rating: 4.8, ratingsTotal: 300),
            F.restaurant("Perfect but barely rated", at: F.point(metres: 30), rating: 5.0, ratingsTotal: 2),
            F.restaurant("Good but more reviewed", at: F.point(metres: 300), rating: 4.2, ratingsTotal: 90),
        ])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "rankby": "prominence"])

        // Scores (`RatingRule`): 4.76, 4.13, 3.85, 3.75; the unrated last.
        XCTAssertEqual(answer.names, ["Best", "Good but more reviewed", "Good", "Perfect but barely rated", "Unrated"])
    }

    func test_nearby_saysAFirstPageByProminenceIsRankedBestRatedFirst() async throws {
        // Given more restaurants than one page holds
        let server = try await startPlacesServer(restaurants: (0..<25).map { F.restaurant("R\($0)", at: F.point(metres: Double($0)), rating: 4) })

        // When searched by prominence, then by distance, then for a later page
        let byProminence = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000"])
        let byDistance = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "type": "restaurant"])
        let token = try XCTUnwrap(byProminence.json?["next_page_token"] as? String)
        let laterPage = try await server.client.get(Self.path, query: ["pagetoken": token])

        // Then only the first prominence page carries the extension, so a client may stop there
        XCTAssertEqual(byProminence.json?["foodybite_ranked_by"] as? String, "rating")
        XCTAssertNil(byDistance.json?["foodybite_ranked_by"])
        XCTAssertNil(laterPage.json?["foodybite_ranked_by"])
    }

    func test_nearby_ranksNearestFirstWithRankByDistance() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Far", at: F.point(metres: 30_000), rating: 5),
            F.restaurant("Middle", at: F.point(metres: -2_000), rating: 4),
            F.restaurant("Near", at: F.point(metres: 50), rating: 1),
            F.restaurant("Beyond reach", at: F.point(metres: 60_000), rating: 5),
        ])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "type": "restaurant"])

        XCTAssertEqual(answer.names, ["Near", "Middle", "Far"])
    }

    func test_nearby_answersZeroResultsWhenNothingIsInReach() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Far", at: F.point(metres: 5_000))])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000"])

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(answer.results.count, 0)
        XCTAssertNotNil(answer.json?["results"] as? [Any])
    }

    func test_nearby_answersInvalidRequestNamingTheParameterForEachBrokenRule() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Any")])
        let location = "38.7223,-9.1393"
        let cases: [(query: [String: String], parameter: String)] = [
            ([:], "location"),
            (["radius": "100"], "location"),
            (["location": "38.7,", "radius": "100"], "location"),
            (["location": "north,south", "radius": "100"], "location"),
            (["location": "91,0", "radius": "100"], "location"),
            (["location": "0,181", "radius": "100"], "location"),
            (["location": location], "radius"),
            (["location": location, "radius": "0"], "radius"),
            (["location": location, "radius": "-5"], "radius"),
            (["location": location, "radius": "50001"], "radius"),
            (["location": location, "radius": "far"], "radius"),
            (["location": location, "rankby": "distance", "radius": "100", "type": "restaurant"], "radius"),
            (["location": location, "rankby": "distance"], "keyword"),
            (["location": location, "radius": "100", "rankby": "popularity"], "rankby"),
            (["location": location, "radius": "100", "minprice": "5"], "minprice"),
            (["location": location, "radius": "100", "maxprice": "-1"], "maxprice"),
            (["location": location, "radius": "100", "maxprice": "cheap"], "maxprice"),
            (["location": location, "radius": "100", "minprice": "3", "maxprice": "1"], "minprice"),
            (["pagetoken": "not-a-token"], "pagetoken"),
            (["location": location, "radius": String(repeating: "0", count: 300) + "100"], "radius"),
            (["location": location, "radius": "100", "opennow": String(repeating: "y", count: 257)], "opennow"),
        ]
        for (query, parameter) in cases {
            let answer = try await server.client.get(Self.path, query: query)

            XCTAssertEqual(answer.status, 200, "\(query)")
            XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST", "\(query)")
            XCTAssertTrue(answer.errorMessage?.contains("'\(parameter)'") == true, "\(query): \(answer.errorMessage ?? "no error_message")")
            XCTAssertEqual(answer.results.count, 0)
        }
    }

    func test_nearby_refusesAPageTokenWhoseSearchIsNotValid() async throws {
        // Given a token carrying a search its first page would have refused
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])
        let json = #"{"parameters":{"location":"38.7223,-9.1393","radius":"far"},"shownPlaceIDs":["FBx"]}"#
        let token = "FBNP" + Data(json.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")

        // When
        let answer = try await server.client.get(Self.path, query: ["pagetoken": token])

        // Then
        XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST")
        XCTAssertTrue(answer.errorMessage?.contains("'pagetoken'") == true, answer.errorMessage ?? "no error_message")
        XCTAssertEqual(answer.results.count, 0)
    }

    func test_nearby_acceptsTheLargestRadiusAndRankByDistanceWithAKeywordOrName() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Pizzeria Vesuvio", cuisines: ["pizza"])])

        let largest = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "50000"])
        let byKeyword = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "keyword": "pizza"])
        let byName = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "name": "vesuvio"])

        XCTAssertEqual(largest.placesStatus, "OK")
        XCTAssertEqual(byKeyword.names, ["Pizzeria Vesuvio"])
        XCTAssertEqual(byName.names, ["Pizzeria Vesuvio"])
    }

    func test_nearby_matchesKeywordAgainstNameVicinityAndCuisineIgnoringCaseAndAccents() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Café Central", at: F.point(metres: 10)),
            F.restaurant("Sushi Kaze", at: F.point(metres: 20), cuisines: ["japanese", "sushi"]),
            F.restaurant("Casa Alentejana", at: F.point(metres: 30), vicinity: "Rua São Bento 7, Lisboa"),
        ])

        let cafe = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "keyword": "CAFE"])
        let japanese = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "keyword": "japan"])
        let street = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "keyword": "sao bento"])
        let none = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "keyword": "burger"])

        XCTAssertEqual(cafe.names, ["Café Central"])
        XCTAssertEqual(japanese.names, ["Sushi Kaze"])
        XCTAssertEqual(street.names, ["Casa Alentejana"])
        XCTAssertEqual(none.placesStatus, "ZERO_RESULTS")
    }

    func test_nearby_keepsOnlyThePlacesThatSayWhatOurExtensionRequires() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Vegan and step-free", at: F.point(metres: 10), facts: CatalogPlaceFacts(diets: ["vegan": .only], wheelchair: .yes)),
            F.restaurant("Vegetarian, steps", at: F.point(metres: 20), facts: CatalogPlaceFacts(diets: ["vegetarian": .yes], wheelchair: .limited)),
            F.restaurant("Says nothing", at: F.point(metres: 30)),
        ])
        let base = ["location": "38.7223,-9.1393", "radius": "500", "rankby": "prominence"]

        let vegetarian = try await server.client.get(Self.path, query: base.merging(["foodybite_requires": "vegetarian"]) { $1 })
        let both = try await server.client.get(Self.path, query: base.merging(["foodybite_requires": "Vegetarian, wheelchair"]) { $1 })
        let unknown = try await server.client.get(Self.path, query: base.merging(["foodybite_requires": "vegan,cheap"]) { $1 })

        XCTAssertEqual(Set(vegetarian.names), ["Vegan and step-free", "Vegetarian, steps"])
        XCTAssertEqual(both.names, ["Vegan and step-free"])
        XCTAssertEqual(unknown.placesStatus, "INVALID_REQUEST")
        XCTAssertTrue(unknown.errorMessage?.contains("foodybite_requires") == true, unknown.text)
    }

    func test_nearby_keepsOnlyTheCuisinesOurExtensionAsksForAndShowsEachResultsCuisines() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Forno", at: F.point(metres: 10), cuisines: ["italian", "pizza"]),
            F.restaurant("Sushi Kaze", at: F.point(metres: 20), cuisines: ["japanese", "sushi"]),
            F.restaurant("Tasca", at: F.point(metres: 30), cuisines: ["portuguese"]),
            F.restaurant("Pizza in its name", at: F.point(metres: 40)),
        ])
        let base = ["location": "38.7223,-9.1393", "radius": "500", "rankby": "prominence"]

        let pizzaOrSushi = try await server.client.get(Self.path, query: base.merging(["foodybite_cuisines": "Pizza,sushi"]) { $1 })
        let malformed = try await server.client.get(Self.path, query: base.merging(["foodybite_cuisines": "pizza,,sushi"]) { $1 })

        XCTAssertEqual(Set(pizzaOrSushi.names), ["Forno", "Sushi Kaze"])
        let results = try XCTUnwrap(pizzaOrSushi.json?["results"] as? [[String: Any]])
        let forno = try XCTUnwrap(results.first { $0["name"] as? String == "Forno" })
        XCTAssertEqual(forno["foodybite_cuisines"] as? [String], ["italian", "pizza"])
        XCTAssertEqual(forno["types"] as? [String], ["italian_restaurant", "pizza_restaurant", "restaurant", "food", "point_of_interest", "establishment"])
        XCTAssertEqual(malformed.placesStatus, "INVALID_REQUEST")
        XCTAssertTrue(malformed.errorMessage?.contains("foodybite_cuisines") == true, malformed.text)
    }

    func test_nearby_laterPagesKeepTheFirstPagesRequirements() async throws {
        let restaurants = (0..<30).map { F.restaurant("Vegan \($0)", at: F.point(metres: Double($0)), facts: CatalogPlaceFacts(diets: ["vegan": .only])) }
            + (0..<15).map { F.restaurant("Other \($0)", at: F.point(metres: Double($0))) }
        let server = try await startPlacesServer(restaurants: restaurants)

        let first = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "foodybite_requires": "vegan"])
        let token = try XCTUnwrap(first.json?["next_page_token"] as? String)
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])

        XCTAssertEqual(Set(first.names + second.names), Set((0..<30).map { "Vegan \($0)" }))
        XCTAssertEqual(first.names.count + second.names.count, 30)
    }

    func test_nearby_answersZeroResultsForATypeTheCatalogHasNone() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Any")])

        let cafe = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "type": "lodging"])
        let food = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "500", "type": "food"])

        XCTAssertEqual(cafe.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual(food.placesStatus, "OK")
    }

    func test_nearby_keepsOnlyThePriceLevelsAsked() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Cheap", priceLevel: 1), F.restaurant("Moderate", priceLevel: 2), F.restaurant("Dear", priceLevel: 4),
            F.restaurant("Unknown price"),
        ])

        let upToTwo = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "maxprice": "2"])
        let fromTwo = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "minprice": "2", "maxprice": "3"])

        XCTAssertEqual(Set(upToTwo.names), ["Cheap", "Moderate"])
        XCTAssertEqual(fromTwo.names, ["Moderate"])
    }

    func test_nearby_keepsOnlyRestaurantsRatedAtLeastMinRatingOverEveryPage() async throws {
        // The nearest 45 are rated too low: a first page of them would hide the two that are rated enough.
        let crowd = (0..<45).map { F.restaurant("Crowd \($0)", at: F.point(metres: Double($0 + 1) * 5), rating: 3.5, ratingsTotal: 10) }
        let server = try await startPlacesServer(restaurants: crowd + [
            F.restaurant("Good", at: F.point(metres: 400), rating: 4.5, ratingsTotal: 10),
            F.restaurant("Better", at: F.point(metres: 450), rating: 4.8, ratingsTotal: 10),
            F.restaurant("Unrated", at: F.point(metres: 17)),
        ])

        let rated = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "type": "restaurant", "minrating": "4.5"])
        let any = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "rankby": "distance", "type": "restaurant", "minrating": "0"])
        let invalid = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "minrating": "6"])

        XCTAssertEqual(rated.names, ["Good", "Better"])
        XCTAssertEqual(Array(any.names.prefix(5)), ["Crowd 0", "Crowd 1", "Crowd 2", "Unrated", "Crowd 3"])
        XCTAssertEqual(invalid.json?["status"] as? String, "INVALID_REQUEST")
        XCTAssertTrue((invalid.json?["error_message"] as? String)?.contains("minrating") == true, invalid.text)
    }

    func test_nearby_keepsOnlyRestaurantsOpenAtTheirLocalTimeWithOpenNow() async throws {
        // Wednesday 12:00 in Lisbon, 11:00 UTC, 20:00 in Tokyo.
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Lunch", hours: F.daily(11 * 60, 15 * 60)),
            F.restaurant("Dinner", hours: F.daily(19 * 60, 23 * 60)),
            F.restaurant("Dinner in Tokyo time", hours: F.daily(19 * 60, 23 * 60), timeZone: "Asia/Tokyo"),
            F.restaurant("Always", hours: .alwaysOpen),
            F.restaurant("No hours"),
            F.restaurant("Closed on Wednesdays", hours: .weekly([OpeningInterval(day: 4, start: 0, end: 1_440)])),
        ])

        let open = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "opennow": ""])
        let all = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])

        XCTAssertEqual(Set(open.names), ["Lunch", "Dinner in Tokyo time", "Always"])
        let openNow = Dictionary(uniqueKeysWithValues: all.results.map { ($0["name"] as? String ?? "", ($0["opening_hours"] as? [String: Any])?["open_now"] as? Bool) })
        XCTAssertEqual(openNow["Dinner"], false)
        XCTAssertEqual(openNow["Lunch"], true)
        XCTAssertEqual(openNow["No hours"], .some(nil))
    }

    func test_nearby_leavesOutRestaurantsClosedForGoodUnlessIncludeClosedAndNeverCallsAClosedOneOpen() async throws {
        let paused = F.restaurant("Paused", at: F.point(metres: 100), rating: 5, hours: .alwaysOpen, businessStatus: .closedTemporarily)
        let gone = F.restaurant("Gone", at: F.point(metres: 200), rating: 4.5, hours: .alwaysOpen, businessStatus: .closedPermanently)
        let open = F.restaurant("Open", at: F.point(metres: 300), rating: 4, hours: .alwaysOpen)
        let server = try await startPlacesServer(restaurants: [paused, gone, open])

        let byDefault = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000"])
        let all = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "includeclosed": "true"])
        let openNow = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "opennow": "true", "includeclosed": "1"])

        XCTAssertEqual(byDefault.names, ["Paused", "Open"])
        XCTAssertEqual(all.names, ["Paused", "Gone", "Open"])
        XCTAssertEqual(all.results.map { $0["business_status"] as? String }, ["CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY", "OPERATIONAL"])
        XCTAssertEqual(all.results.map { ($0["opening_hours"] as? [String: Any])?["open_now"] as? Bool }, [false, false, true])
        XCTAssertEqual(all.results.map { $0["permanently_closed"] as? Bool }, [nil, true, nil])
        XCTAssertEqual(openNow.names, ["Open"])
    }

    func test_nearby_countsAnOvernightOpeningOnTheNextMorning() async throws {
        // Saturday 01:30 in Lisbon (Friday's 18:00-02:00 still running), and Sunday 01:30 (Saturday's).
        let saturdayNight = Date(timeIntervalSince1970: 1_749_861_000)
        let restaurants = [
            F.restaurant("Friday and Saturday late", hours: .weekly([OpeningInterval(day: 5, start: 1_080, end: 1_560), OpeningInterval(day: 6, start: 1_080, end: 1_560)])),
            F.restaurant("Friday only", hours: .weekly([OpeningInterval(day: 5, start: 1_080, end: 1_560)])),
        ]
        let onSaturday = try await startPlacesServer(restaurants: restaurants, now: saturdayNight)
        let onSunday = try await startPlacesServer(restaurants: restaurants, now: saturdayNight.addingTimeInterval(86_400))

        let saturday = try await onSaturday.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "opennow": "true"])
        let sunday = try await onSunday.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "opennow": "true"])

        XCTAssertEqual(Set(saturday.names), ["Friday and Saturday late", "Friday only"])
        XCTAssertEqual(sunday.names, ["Friday and Saturday late"])
    }

    func test_nearby_pagesTwentyAtATimeUpToSixtyWithTokensThatIgnoreOtherParameters() async throws {
        let restaurants = (0..<70).map { index in
            F.restaurant(String(format: "Restaurant %02d", index), at: F.point(metres: Double(index) * 10), rating: 5 - Double(index) / 20)
        }
        let server = try await startPlacesServer(restaurants: restaurants)

        let first = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "5000"])
        let secondToken = try XCTUnwrap(first.json?["next_page_token"] as? String)
        let second = try await server.client.get(Self.path, query: ["pagetoken": secondToken, "location": "0,0", "radius": "bad"])
        let thirdToken = try XCTUnwrap(second.json?["next_page_token"] as? String)
        let third = try await server.client.get(Self.path, query: ["pagetoken": thirdToken])

        XCTAssertEqual(first.names, (0..<20).map { String(format: "Restaurant %02d", $0) })
        XCTAssertEqual(second.placesStatus, "OK")
        XCTAssertEqual(second.names, (20..<40).map { String(format: "Restaurant %02d", $0) })
        XCTAssertEqual(third.names, (40..<60).map { String(format: "Restaurant %02d", $0) })
        XCTAssertNil(third.json?["next_page_token"], "60 results in all")
    }

    func test_nearby_answersAPageTokenOfAnEarlierServerVersionWithTheRestaurantsItNames() async throws {
        // Given 30 restaurants, and a token of an earlier version naming 25 of them (ids still to show, in order)
        let restaurants = (0..<30).map { F.restaurant(String(format: "Restaurant %02d", $0), at: F.point(metres: Double($0))) }
        let server = try await startPlacesServer(restaurants: restaurants)
        let named = Array(restaurants[5..<30].reversed())
        let json = #"{"placeIDs":["# + named.map { "\"\($0.placeID)\"" }.joined(separator: ",") + "]}"
        let token = "FBNP" + Data(json.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")

        // When
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])
        let thirdToken = try XCTUnwrap(second.json?["next_page_token"] as? String)
        let third = try await server.client.get(Self.path, query: ["pagetoken": thirdToken])

        // Then
        XCTAssertEqual(second.names, named.prefix(20).map(\.name))
        XCTAssertEqual(third.names, named.dropFirst(20).map(\.name))
        XCTAssertNil(third.json?["next_page_token"])
    }

    func test_nearby_answersAKeywordThatFindsNothingWithItsTypoCorrected() async throws {
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("Sushi Bar", at: F.point(metres: 100)),
            F.restaurant("Tasca", at: F.point(metres: 200)),
        ])

        let sushy = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "keyword": "sushy"])
        let nothing = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "keyword": "xylophone"])

        XCTAssertEqual(sushy.names, ["Sushi Bar"])
        XCTAssertEqual(nothing.placesStatus, "ZERO_RESULTS")
    }

    func test_nearby_laterPagesKeepTheFirstPagesKeywordAndPrices() async throws {
        // Given 30 pizzerias and 15 sushi bars at one price, and 10 dearer pizzerias
        let restaurants = (0..<30).map { F.restaurant("Pizzeria \($0)", at: F.point(metres: Double($0)), priceLevel: 2) }
            + (0..<15).map { F.restaurant("Sushi \($0)", at: F.point(metres: Double($0)), priceLevel: 2) }
            + (0..<10).map { F.restaurant("Pizzeria dear \($0)", at: F.point(metres: Double($0)), priceLevel: 4) }
        let server = try await startPlacesServer(restaurants: restaurants)

        // When
        let first = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "1000", "keyword": "pizzeria", "maxprice": "2"])
        let token = try XCTUnwrap(first.json?["next_page_token"] as? String)
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])

        // Then
        XCTAssertEqual(Set(first.names + second.names), Set((0..<30).map { "Pizzeria \($0)" }))
        XCTAssertEqual(first.names.count + second.names.count, 30)
        XCTAssertNil(second.json?["next_page_token"])
    }

    func test_nearby_laterPagesNeitherSkipNorRepeatRestaurantsWhenRatingsChangeBetweenPages() async throws {
        let restaurants = (0..<40).map { index in
            F.restaurant(String(format: "Restaurant %02d", index), at: F.point(metres: Double(index) * 10), rating: 5 - Double(index) / 20)
        }
        let server = try await startPlacesServer(restaurants: restaurants)
        let first = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "5000"])
        let token = try XCTUnwrap(first.json?["next_page_token"] as? String)

        // The best rated restaurant of page one falls to the bottom before page two is asked for.
        server.setFoodybiteRating(placeID: restaurants[0].placeID, reviewCount: 1, starsTotal: 1)
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])

        XCTAssertEqual(first.names + second.names, (0..<40).map { String(format: "Restaurant %02d", $0) })
    }

    func test_nearby_refusesAnOverlongKeywordAndAutocompleteInput() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])
        let long = String(repeating: "ta ", count: 200)

        let nearby = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100", "keyword": long])
        let autocomplete = try await server.client.get("/maps/api/place/autocomplete/json", query: ["input": long])

        XCTAssertEqual(nearby.placesStatus, "INVALID_REQUEST")
        XCTAssertEqual(autocomplete.placesStatus, "INVALID_REQUEST")
    }

    func test_nearby_endsPagingWithTheLastPartialPage() async throws {
        let server = try await startPlacesServer(restaurants: (0..<25).map { F.restaurant("R\($0)", at: F.point(metres: Double($0))) })

        let first = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])
        let token = try XCTUnwrap(first.json?["next_page_token"] as? String)
        let second = try await server.client.get(Self.path, query: ["pagetoken": token])

        XCTAssertEqual(first.results.count, 20)
        XCTAssertEqual(second.results.count, 5)
        XCTAssertNil(second.json?["next_page_token"])
    }

    func test_nearby_ratesByFoodybiteReviewsWhenThereAreAny() async throws {
        let reviewed = F.restaurant("Reviewed", rating: 3.0, ratingsTotal: 5)
        let notYet = F.restaurant("Not yet reviewed", rating: 4.0, ratingsTotal: 20)
        let server = try await startPlacesServer(restaurants: [reviewed, notYet])
        server.setFoodybiteRating(placeID: reviewed.placeID, reviewCount: 10, starsTotal: 50)
        server.setFoodybiteRating(placeID: notYet.placeID, reviewCount: 0, starsTotal: 0)

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])

        XCTAssertEqual(answer.names, ["Reviewed", "Not yet reviewed"], "(3.0 × 5 + 50) ÷ 15 = 4.33 from 15 outranks 4.0 from 20")
        XCTAssertEqual(answer.results.first?["rating"] as? Double, 4.3)
        XCTAssertEqual(answer.results.first?["user_ratings_total"] as? Int, 15)
        XCTAssertEqual(answer.results.last?["rating"] as? Double, 4.0)
        XCTAssertEqual(answer.results.last?["user_ratings_total"] as? Int, 20)
    }

    func test_nearby_findsRestaurantsAcrossTheAntimeridian() async throws {
        let center = GeoPoint(latitude: -16.5, longitude: 179.999)
        let server = try await startPlacesServer(restaurants: [
            F.restaurant("East side", at: GeoPoint(latitude: -16.5, longitude: 179.995)),
            F.restaurant("West side", at: GeoPoint(latitude: -16.5, longitude: -179.997)),
            F.restaurant("Too far west", at: GeoPoint(latitude: -16.5, longitude: -179.95)),
        ], configure: { _ in })

        let answer = try await server.client.get(Self.path, query: ["location": "\(center.latitude),\(center.longitude)", "radius": "1000"])

        XCTAssertEqual(Set(answer.names), ["East side", "West side"])
    }

    func test_nearby_creditsOpenStreetMapWhenItsDataIsShown() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Imported", source: .openStreetMap)])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])

        XCTAssertEqual((answer.json?["html_attributions"] as? [String])?.first?.contains("OpenStreetMap contributors"), true)
        XCTAssertNil(answer.json?["foodybite_catalog"])
    }

    func test_nearby_saysWhenEveryResultIsTheDemoCatalogs() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Made up")])

        let answer = try await server.client.get(Self.path, query: ["location": "38.7223,-9.1393", "radius": "100"])

        XCTAssertEqual(answer.json?["foodybite_catalog"] as? String, "demo")
        XCTAssertEqual(answer.json?["html_attributions"] as? [String], [])
    }

    func test_nearby_readsPlusAsASpaceInTheQuery() async throws {
        let server = try await startLivePlacesServer(restaurants: [F.restaurant("Tasca do Zé")])
        let url = try XCTUnwrap(URL(string: server.client.baseURL.absoluteString + Self.path + "?location=38.7223,-9.1393&radius=100&keyword=tasca+do"))

        let answer = try await RawHTTPClient().get(url)

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        XCTAssertEqual((json["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Tasca do Zé"])
    }

    // MARK: - Helpers

    private static let path = "/maps/api/place/nearbysearch/json"
}
