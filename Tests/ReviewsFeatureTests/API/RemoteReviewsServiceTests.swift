import Core
import Foundation
import ReviewsFeature
import TestSupport
import XCTest

final class RemoteReviewsServiceTests: XCTestCase {
    func test_addReview_postsTheContractsBodyWithAFullTimestamp() async throws {
        let client = HTTPClientSpy(answers: [.status(200)])
        let sut = RemoteReviewsService(client: client, baseURL: URL(string: "http://server")!)

        try await sut.addReview(restaurantID: "ChIJ1", text: "Great", stars: 5, createdAt: Date(timeIntervalSince1970: 1_800_000_123))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://server/review")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
        XCTAssertEqual(body["restaurantID"] as? String, "ChIJ1")
        XCTAssertEqual(body["text"] as? String, "Great")
        XCTAssertEqual(body["stars"] as? Int, 5)
        XCTAssertEqual(body["createdAt"] as? String, "2027-01-15T08:02:03Z")
    }

    func test_reviews_getsARestaurantsOrTheCallersOwnReviews() async throws {
        let client = HTTPClientSpy(answers: [.json("[]"), .json("[]")])
        let sut = RemoteReviewsService(client: client, baseURL: URL(string: "http://server")!)

        _ = try await sut.reviews(.restaurant(id: "ChIJ 1"))
        _ = try await sut.reviews(.mine)

        XCTAssertEqual(client.requests.map { $0.url?.absoluteString }, ["http://server/review/ChIJ%201", "http://server/review"])
        XCTAssertEqual(client.requests.map(\.httpMethod), ["GET", "GET"])
    }

    func test_reviews_mapsTheContractsShapeWithAndWithoutImage() async throws {
        let json = """
        [{"restaurantID": "ChIJ1", "authorName": "Ana", "reviewText": "Great", "rating": 5, "createdAt": "2027-01-15T08:00:00Z", "profileImageData": "AQI="},
         {"restaurantID": "ChIJ1", "authorName": "Rui", "reviewText": "Fine", "rating": 3, "createdAt": "2027-01-14T08:00:00.250Z"},
         {"restaurantID": "ChIJ1", "authorName": "Broken"}]
        """
        let sut = RemoteReviewsService(client: HTTPClientSpy(answers: [.json(json)]), baseURL: URL(string: "http://server")!)

        let reviews = try await sut.reviews(.mine)

        XCTAssertEqual(reviews, .live([
            Review(restaurantID: "ChIJ1", authorName: "Ana", rating: 5, text: "Great", createdAt: Date(timeIntervalSince1970: 1_800_000_000), authorImage: Data([1, 2])),
            Review(restaurantID: "ChIJ1", authorName: "Rui", rating: 3, text: "Fine", createdAt: Date(timeIntervalSince1970: 1_799_913_600.25), authorImage: nil),
        ]))
    }

    func test_reviews_ofARestaurantArePartialUnlessTheServerSaysItListsEveryAuthors() async throws {
        let json = #"[{"restaurantID": "ChIJ1", "authorName": "Ana", "reviewText": "Great", "rating": 5, "createdAt": "2027-01-15T08:00:00Z"}]"#
        let ours = RemoteReviewsService(
            client: HTTPClientSpy(answers: [.response(status: 200, body: Data(json.utf8), headers: ["Foodybite-Reviews-Of": "every-author"])]),
            baseURL: URL(string: "http://server")!
        )
        let original = RemoteReviewsService(client: HTTPClientSpy(answers: [.json(json)]), baseURL: URL(string: "http://server")!)

        let fromOurs = try await ours.reviews(.restaurant(id: "ChIJ1"))
        let fromOriginal = try await original.reviews(.restaurant(id: "ChIJ1"))

        XCTAssertNil(fromOurs.partialReason)
        XCTAssertEqual(fromOriginal.partialReason, RemoteReviewsService.onlyYourOwn)
        XCTAssertEqual(fromOriginal.value.count, 1)
    }

    func test_reviews_asksForThePageAfterATokenAndReadsWhereTheNextStarts() async throws {
        let json = #"[{"restaurantID": "ChIJ1", "authorName": "Ana", "reviewText": "Great", "rating": 5, "createdAt": "2027-01-15T08:00:00Z"}]"#
        let client = HTTPClientSpy(answers: [
            .response(status: 200, body: Data(json.utf8), headers: ["Foodybite-Next-Page": "1799999999000000.7"]),
            .json(json),
        ])
        let sut = RemoteReviewsService(client: client, baseURL: URL(string: "http://server")!)

        let first = try await sut.reviews(.restaurant(id: "ChIJ1"), after: nil)
        let second = try await sut.reviews(.mine, after: "1799999999000000.7")

        XCTAssertEqual(first.value.nextPage, "1799999999000000.7")
        XCTAssertNil(second.value.nextPage, "a page without the header is the last")
        XCTAssertEqual(client.requests.map { $0.url?.absoluteString }, ["http://server/review/ChIJ1", "http://server/review?after=1799999999000000.7"])
    }

    func test_reviews_passesAuthenticationFailuresOn() async {
        let sut = RemoteReviewsService(client: HTTPClientSpy(answers: [.failure(AuthenticationError.notLoggedIn)]), baseURL: URL(string: "http://server")!)

        await assertThrowsAsync(AuthenticationError.notLoggedIn) { _ = try await sut.reviews(.mine) }
    }
}

final class ReviewEndpointPathTests: XCTestCase {
    func test_aRestaurantIDWithASlashStaysOneSegment() async throws {
        let client = HTTPClientSpy(answers: [.json("[]")])
        let sut = RemoteReviewsService(client: client, baseURL: URL(string: "http://server/api")!)

        _ = try await sut.reviews(.restaurant(id: "a/../b"))

        XCTAssertEqual(client.requests.first?.url?.absoluteString, "http://server/api/review/a%2F..%2Fb")
    }
}
