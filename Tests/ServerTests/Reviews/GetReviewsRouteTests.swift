import Foundation
import XCTest

final class GetReviewsRouteTests: XCTestCase {
    func test_getRestaurantReviews_answersEveryAuthorsReviewsOfThatRestaurantNewestFirst() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn(TestAccount(name: "Eve"))
        let bob = try await client.signedUpAndLoggedIn(TestAccount(name: "Bob"))
        let ana = try await client.signedUpAndLoggedIn(TestAccount(name: "Ana"))
        _ = try await client.postReview(restaurantID: "place-1", text: "oldest", createdAt: "2023-01-01T10:00:00Z", bearer: eve.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", text: "newest", createdAt: "2023-03-01T10:00:00Z", bearer: bob.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", text: "middle", createdAt: "2023-02-01T10:00:00Z", bearer: ana.accessToken)
        _ = try await client.postReview(restaurantID: "place-2", text: "elsewhere", createdAt: "2023-04-01T10:00:00Z", bearer: bob.accessToken)

        let answer = try await client.get("/review/place-1", bearer: eve.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.jsonArray?.map { $0["reviewText"] as? String }, ["newest", "middle", "oldest"])
        XCTAssertEqual(answer.jsonArray?.map { $0["authorName"] as? String }, ["Bob", "Ana", "Eve"])
        XCTAssertEqual(answer.header("Foodybite-Reviews-Of"), "every-author", "says so, unlike the original server")
    }

    func test_postReview_replacesTheAuthorsEarlierReviewOfThatRestaurant() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()
        _ = try await client.postReview(restaurantID: "place-1", text: "first visit", createdAt: "2023-05-07T08:00:00Z", bearer: eve.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", text: "second visit", createdAt: "2023-06-07T20:00:00Z", bearer: eve.accessToken)

        let answer = try await client.get("/review/place-1", bearer: eve.accessToken)

        XCTAssertEqual(answer.jsonArray?.map { $0["reviewText"] as? String }, ["second visit"])
        XCTAssertEqual(answer.jsonArray?.first?["createdAt"] as? String, "2023-06-07T20:00:00Z")
    }

    func test_getRestaurantReviews_ordersSameDayReviewsByTimeOfDay() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()
        let bob = try await client.signedUpAndLoggedIn()
        _ = try await client.postReview(restaurantID: "place-1", text: "morning", createdAt: "2023-05-07T08:00:00Z", bearer: eve.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", text: "evening", createdAt: "2023-05-07T20:00:00Z", bearer: bob.accessToken)

        let answer = try await client.get("/review/place-1", bearer: eve.accessToken)

        XCTAssertEqual(answer.jsonArray?.map { $0["reviewText"] as? String }, ["evening", "morning"])
    }

    func test_getOwnReviews_answersOnlyTheCallersReviewsNewestFirst() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn(TestAccount(name: "Eve"))
        let bob = try await client.signedUpAndLoggedIn(TestAccount(name: "Bob"))
        _ = try await client.postReview(restaurantID: "place-1", text: "eve older", createdAt: "2023-01-01T10:00:00Z", bearer: eve.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", text: "bob", createdAt: "2023-02-01T10:00:00Z", bearer: bob.accessToken)
        _ = try await client.postReview(restaurantID: "place-2", text: "eve newer", createdAt: "2023-03-01T10:00:00Z", bearer: eve.accessToken)

        let answer = try await client.get("/review", bearer: eve.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.jsonArray?.map { $0["reviewText"] as? String }, ["eve newer", "eve older"])
        XCTAssertEqual(answer.jsonArray?.map { $0["restaurantID"] as? String }, ["place-2", "place-1"])
    }

    func test_getRestaurantReviews_answersAnEmptyArrayForARestaurantWithoutReviews() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()

        let answer = try await client.get("/review/unreviewed-place", bearer: eve.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.text, "[]")
    }

    func test_reviews_pointToTheAuthorsProfileImageInsteadOfCarryingItAndOmitItWhenThereIsNone() async throws {
        let client = try await makeSUT()
        let image = Data([0xCA, 0xFE])
        let withImage = try await client.signedUpAndLoggedIn(TestAccount(name: "Pictured"), profileImage: image)
        let withoutImage = try await client.signedUpAndLoggedIn(TestAccount(name: "Plain"))
        _ = try await client.postReview(restaurantID: "place-1", createdAt: "2023-01-01T10:00:00Z", bearer: withImage.accessToken)
        _ = try await client.postReview(restaurantID: "place-1", createdAt: "2023-01-02T10:00:00Z", bearer: withoutImage.accessToken)

        let answer = try await client.get("/review/place-1", bearer: withImage.accessToken)

        let reviews = try XCTUnwrap(answer.jsonArray)
        XCTAssertEqual(reviews.count, 2)
        XCTAssertEqual(Set(reviews[0].keys), ["restaurantID", "authorName", "reviewText", "rating", "createdAt"])
        XCTAssertEqual(Set(reviews[1].keys), ["restaurantID", "authorName", "reviewText", "rating", "createdAt", "profileImageURL"])
        let imagePath = try XCTUnwrap(reviews[1]["profileImageURL"] as? String)
        XCTAssertEqual(imagePath, "/users/\(withImage.id)/profileImage")
        let fetched = try await client.get(imagePath, bearer: withoutImage.accessToken)
        XCTAssertEqual(fetched.status, 200)
        XCTAssertEqual(fetched.body, image)
    }

    func test_getOwnReviews_staysSmallWhenTheAuthorHasALargeProfileImage() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn(profileImage: Data(repeating: 0x5A, count: 2 * 1_048_576))
        for index in 0..<20 {
            let posted = try await client.postReview(restaurantID: "place-\(index)", bearer: eve.accessToken)
            XCTAssertEqual(posted.status, 200, posted.text)
        }

        let own = try await client.get("/review", bearer: eve.accessToken)
        let ofRestaurant = try await client.get("/review/place-7", bearer: eve.accessToken)

        XCTAssertEqual(own.jsonArray?.count, 20)
        XCTAssertLessThan(own.body.count, 300_000)
        XCTAssertFalse(own.text.contains("profileImageData"), "no review carries the image")
        XCTAssertEqual(ofRestaurant.jsonArray?.count, 1)
        XCTAssertLessThan(ofRestaurant.body.count, 10_000)
    }

    func test_reviews_showTheAuthorsCurrentName() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn(TestAccount(name: "Eve"))
        _ = try await client.postReview(restaurantID: "place-1", bearer: eve.accessToken)

        _ = try await client.post("/auth/account", json: ["name": "Eve Renamed", "email": eve.account.email], bearer: eve.accessToken)

        let reviews = try await client.get("/review/place-1", bearer: eve.accessToken).jsonArray
        XCTAssertEqual(reviews?.first?["authorName"] as? String, "Eve Renamed")
    }

    func test_getRestaurantReviews_readsAPercentEncodedRestaurantID() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()
        _ = try await client.postReview(restaurantID: "place one", bearer: eve.accessToken)

        let answer = try await client.get("/review/place one", bearer: eve.accessToken)

        XCTAssertEqual(answer.jsonArray?.map { $0["restaurantID"] as? String }, ["place one"])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(file: file, line: line).client
    }
}
