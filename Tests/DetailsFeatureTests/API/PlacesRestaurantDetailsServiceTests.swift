import Core
import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

final class PlacesRestaurantDetailsServiceTests: XCTestCase {
    func test_details_asksForThePagesFieldsOfThatPlaceWithTheKey() async throws {
        let (sut, client) = makeSUT(answers: [.json(Self.fullAnswer)], key: "KEY")

        _ = try await sut.details(ofRestaurant: "ChIJ1")

        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(url.path, "/maps/api/place/details/json")
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        XCTAssertEqual(items.first { $0.name == "place_id" }?.value, "ChIJ1")
        XCTAssertEqual(items.first { $0.name == "key" }?.value, "KEY")
        XCTAssertTrue(items.first { $0.name == "fields" }?.value?.contains("opening_hours") == true)
    }

    func test_details_mapsTheFullAnswer() async throws {
        let (sut, _) = makeSUT(answers: [.json(Self.fullAnswer)])

        let details = try await sut.details(ofRestaurant: "ChIJ1")

        XCTAssertEqual(details.origin, .live)
        XCTAssertEqual(details.value, RestaurantDetails(
            id: "ChIJ1", name: "Tasca do Zé", address: "Rua da Prata 12, Lisboa", phoneNumbers: ["021 123 4567"], website: "https://tasca.example",
            rating: 4.6, ratingsCount: 812,
            openingHours: OpeningHoursDetails(openNow: false, weekdayText: ["Monday: 12:00 – 15:00", "Tuesday: Closed"]),
            location: Coordinates(latitude: 38.711, longitude: -9.138),
            photos: [Photo(reference: "P1", width: 4032, height: 3024, attributions: ["Marta & Rui"])],
            reviews: [
                RestaurantReview(authorName: "A Google User", rating: 5, text: "Fish & chips", createdAt: Date(timeIntervalSince1970: 1_700_000_000), relativeTimeDescription: "a month ago"),
                RestaurantReview(authorName: "A Google User", rating: 3, text: "", createdAt: nil, relativeTimeDescription: nil),
            ]
        ))
    }

    func test_details_asksForAndReadsWhatThePlaceOffersAndTheCuisinesItsTypesName() async throws {
        let (sut, client) = makeSUT(answers: [.json(#"""
            {"result": {"place_id": "x", "name": "Steaks", "geometry": {"location": {"lat": 1, "lng": 2}},
             "types": ["steak_house", "restaurant", "food"], "serves_vegetarian_food": false, "wheelchair_accessible_entrance": true,
             "takeout": false, "delivery": true}, "status": "OK"}
            """#)])

        let details = try await sut.details(ofRestaurant: "x")

        let url = try XCTUnwrap(client.requests.first?.url)
        let fields = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "fields" }?.value ?? ""
        for field in ["types", "serves_vegetarian_food", "wheelchair_accessible_entrance", "takeout", "delivery"] {
            XCTAssertTrue(fields.split(separator: ",").contains(Substring(field)), "\(field) in \(fields)")
        }
        XCTAssertEqual(details.value.features, RestaurantFeatures(
            cuisines: ["Steak house"], servesVegetarianFood: false, wheelchairAccessibleEntrance: true, takeout: false, delivery: true
        ))
    }

    func test_details_asksOurServerForTheCuisinesAsOpenStreetMapNamesThemButNeverGoogle() async throws {
        let answer = HTTPClientSpy.Answer.json(#"""
            {"result": {"place_id": "x", "name": "Tasca", "geometry": {"location": {"lat": 1, "lng": 2}},
             "types": ["restaurant", "food"], "foodybite_cuisines": ["portuguese", "regional"]}, "status": "OK"}
            """#)
        let (ours, ourClient) = makeSUT(answers: [answer])
        let googleClient = HTTPClientSpy(answers: [answer])
        let google = PlacesRestaurantDetailsService(
            places: PlacesConnection(client: googleClient, baseURL: URL(string: "https://maps.googleapis.com")!, key: PlacesAPIKey("KEY"))
        )

        let fromOurs = try await ours.details(ofRestaurant: "x")
        _ = try await google.details(ofRestaurant: "x")

        XCTAssertTrue(try Self.fields(of: ourClient).contains("foodybite_cuisines"))
        XCTAssertFalse(try Self.fields(of: googleClient).contains("foodybite_cuisines"), "Google refuses a field it does not know")
        XCTAssertEqual(fromOurs.value.features.cuisines, ["Portuguese", "Regional"])
    }

    func test_details_keepsAnAnswerWithOnlyTheRequiredFields() async throws {
        let (sut, _) = makeSUT(answers: [.json(#"{"result":{"place_id":"x","name":"Bare","geometry":{"location":{"lat":1,"lng":2}}},"status":"OK"}"#)])

        let details = try await sut.details(ofRestaurant: "x")

        XCTAssertEqual(details.value, RestaurantDetails(id: "x", name: "Bare", address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil, location: Coordinates(latitude: 1, longitude: 2), photos: [], reviews: []))
    }

    func test_details_throwsNotFoundForNotFoundAndZeroResults() async {
        for status in ["NOT_FOUND", "ZERO_RESULTS"] {
            let (sut, _) = makeSUT(answers: [.json(#"{"status":"\#(status)"}"#)])

            await assertThrowsAsync(DetailsError.notFound(id: "nope")) { _ = try await sut.details(ofRestaurant: "nope") }
        }
    }

    func test_details_throwsNotFoundForAnInvalidRequestOfAnID() async {
        // Google answers a malformed place_id with INVALID_REQUEST; the id is all a details request varies by.
        let (sut, _) = makeSUT(answers: [.json(#"{"status":"INVALID_REQUEST","error_message":"Invalid request. Invalid 'placeid' parameter."}"#)])

        await assertThrowsAsync(DetailsError.notFound(id: "nope")) { _ = try await sut.details(ofRestaurant: "nope") }
    }

    func test_details_throwsRequestDenied() async {
        let (sut, _) = makeSUT(answers: [.json(#"{"status":"REQUEST_DENIED","error_message":"The provided API key is invalid."}"#)])

        await assertThrowsAsync(PlacesError.requestDenied("The provided API key is invalid.")) { _ = try await sut.details(ofRestaurant: "x") }
    }

    // MARK: - Helpers

    private static let fullAnswer = """
    {"html_attributions": [], "status": "OK", "result": {
      "place_id": "ChIJ1", "name": "Tasca do Zé", "formatted_address": "Rua da Prata 12, Lisboa",
      "formatted_phone_number": "021 123 4567", "international_phone_number": "+351 21 123 4567", "website": "https://tasca.example",
      "geometry": {"location": {"lat": 38.711, "lng": -9.138}}, "rating": 4.6, "user_ratings_total": 812, "utc_offset": 0,
      "opening_hours": {"open_now": false, "periods": [{"open": {"day": 1, "time": "1200"}, "close": {"day": 1, "time": "1500"}}],
                        "weekday_text": ["Monday: 12:00 – 15:00", "Tuesday: Closed"]},
      "photos": [{"photo_reference": "P1", "width": 4032, "height": 3024, "html_attributions": ["<a href=\\"https://maps.google.com/maps/contrib/1\\">Marta &amp; Rui</a>"]}, {"broken": true}],
      "reviews": [{"author_name": "A Google User", "rating": 5, "relative_time_description": "a month ago", "text": "Fish &amp; chips", "time": 1700000000},
                  {"rating": 3, "text": ""}]
    }}
    """

    private static func fields(of client: HTTPClientSpy) throws -> [String] {
        let url = try XCTUnwrap(client.requests.first?.url)
        let fields = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "fields" }?.value ?? ""
        return fields.split(separator: ",").map(String.init)
    }

    private func makeSUT(answers: [HTTPClientSpy.Answer], key: String? = nil) -> (PlacesRestaurantDetailsService, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: answers)
        return (PlacesRestaurantDetailsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey(key))), client)
    }
}

final class PlacesRestaurantPhotoServiceTests: XCTestCase {
    func test_fetchPhoto_returnsTheBytesAndContentTypeAsServed() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2])
        let client = HTTPClientSpy(answers: [.response(status: 200, body: jpeg, headers: ["Content-Type": "image/jpeg"])])
        let sut = PlacesRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey("KEY")))

        let photo = try await sut.fetchPhoto(reference: "P1", maxWidth: 800)

        XCTAssertEqual(photo, RestaurantPhoto(data: jpeg, contentType: "image/jpeg"))
        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(url.path, "/maps/api/place/photo")
        XCTAssertEqual(url.query, "photo_reference=P1&maxwidth=800&key=KEY")
    }

    func test_fetchPhoto_refusesAnAnswerThatIsNotAnImage() async {
        let client = HTTPClientSpy(answers: [.response(status: 200, body: Data("<html>".utf8), headers: ["Content-Type": "text/html"])])
        let sut = PlacesRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil))

        await assertThrowsAsync(DetailsError.notAnImage(contentType: "text/html")) { _ = try await sut.fetchPhoto(reference: "P1", maxWidth: 800) }
    }

    func test_fetchPhoto_mapsErrorStatuses() async {
        let cases: [(Int, any Error & Equatable)] = [(404, DetailsError.photoNotFound(reference: "P1")), (400, DetailsError.photoNotFound(reference: "P1"))]
        for (status, expected) in cases {
            let client = HTTPClientSpy(answers: [.response(status: status, body: Data([0x89]), headers: ["Content-Type": "image/png"])])
            let sut = PlacesRestaurantPhotoService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil))

            await assertThrowsAsync({ _ = try await sut.fetchPhoto(reference: "P1", maxWidth: 800) }, inspect: { error in
                XCTAssertEqual(error as? DetailsError, expected as? DetailsError)
            })
        }
        let denied = PlacesRestaurantPhotoService(places: PlacesConnection(client: HTTPClientSpy(answers: [.status(403)]), baseURL: URL(string: "http://places")!, key: nil))
        await assertThrowsAsync({ _ = try await denied.fetchPhoto(reference: "P1", maxWidth: 800) }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .noPermission)
        })
    }
}
