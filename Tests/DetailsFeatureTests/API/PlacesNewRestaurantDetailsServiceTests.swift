import Core
import DetailsFeature
import Foundation
import Shared
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class PlacesNewRestaurantDetailsServiceTests: XCTestCase {
    func test_details_getsThePlaceWithTheKeyInItsHeaderAndANarrowFieldMask() async throws {
        let (sut, client) = makeSUT(answer: .json(Self.fullAnswer), key: "SECRET-KEY")

        _ = try await sut.details(ofRestaurant: "ChIJ1")

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places/ChIJ1")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET-KEY")
        let mask = try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init)
        XCTAssertFalse(mask.contains("*"))
        XCTAssertTrue(Set(mask).isSuperset(of: ["id", "displayName", "regularOpeningHours", "photos", "reviews", "businessStatus", "priceLevel"]), "\(mask)")
    }

    func test_details_mapsTheFullAnswerWithHoursPastMidnightTranslatedAndAnonymousReviews() async throws {
        let (sut, _) = makeSUT(answer: .json(Self.fullAnswer))

        let details = try await sut.details(ofRestaurant: "ChIJ1")

        // Google writes nanoseconds; they are kept to the millisecond.
        let published = try XCTUnwrap(details.value.reviews.first?.createdAt)
        XCTAssertEqual(published.timeIntervalSince1970, 1_700_000_000.123, accuracy: 0.001)
        XCTAssertEqual(details.origin, .live)
        XCTAssertEqual(details.value, RestaurantDetails(
            id: "ChIJ1", name: "Tasca do Zé", address: "Rua da Prata 12, 1100-420 Lisboa, Portugal",
            phoneNumbers: ["21 123 4567"], website: "https://tasca.example", rating: 4.6, ratingsCount: 812,
            openingHours: OpeningHoursDetails(openNow: false, weekdayText: ["Monday: 12:00 – 15:00, 19:00 – 2:00", "Tuesday: Open 24 hours"]),
            location: Coordinates(latitude: 38.711, longitude: -9.138),
            photos: [Photo(reference: "places/ChIJ1/photos/AUc1", width: 4032, height: 3024, attributions: ["Rui"])],
            reviews: [
                RestaurantReview(
                    authorName: "Joana Silva", rating: 5, text: "The best grilled fish", createdAt: published,
                    relativeTimeDescription: "a year ago", translatedFrom: "pt"
                ),
                RestaurantReview(authorName: "A Google User", rating: 3, text: "Fine", createdAt: nil, relativeTimeDescription: nil),
            ],
            priceLevel: 1,
            businessStatus: .operational
        ))
    }

    func test_details_keepsAnAnswerWithOnlyTheRequiredFields() async throws {
        let (sut, _) = makeSUT(answer: .json(#"{"id": "x", "displayName": {"text": "Bare"}, "location": {"latitude": 1, "longitude": 2}}"#))

        let details = try await sut.details(ofRestaurant: "x")

        XCTAssertEqual(details.value, RestaurantDetails(id: "x", name: "Bare", address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil, location: Coordinates(latitude: 1, longitude: 2), photos: [], reviews: []))
    }

    func test_details_asksForAndReadsTheCuisinesAndWhatThePlaceOffers() async throws {
        let (sut, client) = makeSUT(answer: .json(#"""
            {"id": "x", "displayName": {"text": "Pizzeria"}, "location": {"latitude": 1, "longitude": 2},
             "types": ["pizza_restaurant", "italian_restaurant", "fast_food_restaurant", "restaurant", "food"],
             "servesVegetarianFood": true, "accessibilityOptions": {"wheelchairAccessibleEntrance": false}, "takeout": true, "outdoorSeating": false}
            """#))

        let details = try await sut.details(ofRestaurant: "x")

        let mask = try XCTUnwrap(client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init)
        XCTAssertTrue(Set(mask).isSuperset(of: ["types", "servesVegetarianFood", "accessibilityOptions", "takeout", "delivery", "outdoorSeating"]), "\(mask)")
        XCTAssertEqual(details.value.features, RestaurantFeatures(
            cuisines: ["Pizza", "Italian"], servesVegetarianFood: true, wheelchairAccessibleEntrance: false, takeout: true, delivery: nil, outdoorSeating: false
        ))
    }

    func test_details_asksOurServerForTheCuisinesAsOpenStreetMapNamesThemButNeverGoogle() async throws {
        let answer = HTTPClientSpy.Answer.json(#"{"id": "x", "displayName": {"text": "Tasca"}, "location": {"latitude": 1, "longitude": 2}, "types": ["restaurant"], "foodybiteCuisines": ["portuguese"]}"#)
        let (ours, ourClient) = makeSUT(answer: answer)
        let googleClient = HTTPClientSpy(answers: [answer])
        let google = PlacesNewRestaurantDetailsService(
            places: PlacesConnection(client: googleClient, baseURL: URL(string: "https://places.googleapis.com")!, key: PlacesAPIKey("KEY"))
        )

        let fromOurs = try await ours.details(ofRestaurant: "x")
        _ = try await google.details(ofRestaurant: "x")

        XCTAssertTrue(try Self.mask(of: ourClient).contains("foodybiteCuisines"))
        XCTAssertFalse(try Self.mask(of: googleClient).contains("foodybiteCuisines"), "Google refuses a field it does not know")
        XCTAssertEqual(fromOurs.value.features.cuisines, ["Portuguese"])
    }

    func test_details_listsEveryNumberOfAPhoneFieldThatHoldsSeveral() async throws {
        let (sut, _) = makeSUT(answer: .json(#"{"id": "x", "displayName": {"text": "Two lines"}, "location": {"latitude": 1, "longitude": 2}, "nationalPhoneNumber": "33 12 34 56; 70 10 20 30"}"#))

        let details = try await sut.details(ofRestaurant: "x")

        XCTAssertEqual(details.value.phoneNumbers, ["33 12 34 56", "70 10 20 30"])
    }

    func test_details_marksTheReviewsOurServerNamesAsFoodybites() async throws {
        let (sut, _) = makeSUT(answer: .json(#"""
            {"id": "x", "displayName": {"text": "Ours"}, "location": {"latitude": 1, "longitude": 2}, "reviews": [
              {"name": "places/x/reviews/foodybite-6F1C8D2E-0000-4000-8000-000000000001", "rating": 4, "text": {"text": "Mine"}, "authorAttribution": {"displayName": "Ana"}},
              {"name": "places/x/reviews/catalog-1", "rating": 3, "text": {"text": "Theirs"}}
            ]}
            """#))

        let reviews = try await sut.details(ofRestaurant: "x").value.reviews

        XCTAssertEqual(reviews.map(\.isFromFoodybite), [true, false])
    }

    func test_details_throwsNotFoundForGooglesNotFound() async {
        let (sut, _) = makeSUT(answer: .json(PlacesNewErrorFixtures.placeNotFound.body, status: PlacesNewErrorFixtures.placeNotFound.status))

        await assertThrowsAsync(DetailsError.notFound(id: "ChIJgone")) { _ = try await sut.details(ofRestaurant: "ChIJgone") }
    }

    func test_details_throwsNotFoundForAnIDGoogleSaysIsNotAPlaceID() async {
        let (sut, _) = makeSUT(answer: .json(PlacesNewErrorFixtures.notAPlaceID.body, status: PlacesNewErrorFixtures.notAPlaceID.status))

        await assertThrowsAsync(DetailsError.notFound(id: "not-an-id")) { _ = try await sut.details(ofRestaurant: "not-an-id") }
    }

    func test_details_passesGooglesMessageForAnyOtherInvalidArgument() async {
        let body = #"{"error": {"code": 400, "message": "Invalid languageCode.", "status": "INVALID_ARGUMENT"}}"#
        let (sut, _) = makeSUT(answer: .json(body, status: 400))

        await assertThrowsAsync(PlacesError.invalidRequest("Invalid languageCode.")) { _ = try await sut.details(ofRestaurant: "ChIJ1") }
    }

    func test_details_percentEncodesTheIDAsOnePathSegment() async throws {
        let (sut, client) = makeSUT(answer: .json(Self.fullAnswer))

        _ = try await sut.details(ofRestaurant: "a/b c")

        XCTAssertEqual(client.requests.first?.url?.absoluteString, "http://places/v1/places/a%2Fb%20c")
    }

    // MARK: - Helpers

    private static func mask(of client: HTTPClientSpy) throws -> [String] {
        try XCTUnwrap(client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init)
    }

    private func makeSUT(answer: HTTPClientSpy.Answer, key: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> (PlacesNewRestaurantDetailsService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: [answer])
        trackForMemoryLeaks(client, file: file, line: line)
        return (PlacesNewRestaurantDetailsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key))), client)
    }

    /// Written from Google's Place (New) reference: hours closing after midnight and open all day, a
    /// review translated from Portuguese and an anonymous one without text or time.
    static let fullAnswer = #"""
        {
          "id": "ChIJ1",
          "displayName": {"text": "Tasca do Zé", "languageCode": "pt"},
          "formattedAddress": "Rua da Prata 12, 1100-420 Lisboa, Portugal",
          "nationalPhoneNumber": "21 123 4567",
          "internationalPhoneNumber": "+351 21 123 4567",
          "websiteUri": "https://tasca.example",
          "location": {"latitude": 38.711, "longitude": -9.138},
          "rating": 4.6,
          "userRatingCount": 812,
          "businessStatus": "OPERATIONAL",
          "priceLevel": "PRICE_LEVEL_INEXPENSIVE",
          "regularOpeningHours": {
            "openNow": false,
            "periods": [
              {"open": {"day": 1, "hour": 12, "minute": 0}, "close": {"day": 1, "hour": 15, "minute": 0}},
              {"open": {"day": 1, "hour": 19, "minute": 0}, "close": {"day": 2, "hour": 2, "minute": 0}}
            ],
            "weekdayDescriptions": ["Monday: 12:00 – 15:00, 19:00 – 2:00", "Tuesday: Open 24 hours"]
          },
          "photos": [{"name": "places/ChIJ1/photos/AUc1", "widthPx": 4032, "heightPx": 3024, "authorAttributions": [{"displayName": "Rui"}]}],
          "reviews": [
            {
              "name": "places/ChIJ1/reviews/R1",
              "relativePublishTimeDescription": "a year ago",
              "rating": 5,
              "text": {"text": "The best grilled fish", "languageCode": "en"},
              "originalText": {"text": "O melhor peixe grelhado", "languageCode": "pt"},
              "authorAttribution": {"displayName": "Joana Silva", "uri": "https://www.google.com/maps/contrib/1", "photoUri": "https://example/photo"},
              "publishTime": "2023-11-14T22:13:20.123456789Z"
            },
            {"rating": 3, "text": {"text": "Fine", "languageCode": "en"}, "originalText": {"text": "Fine", "languageCode": "en"}},
            {"text": {"text": "No rating: dropped"}}
          ]
        }
        """#
}
