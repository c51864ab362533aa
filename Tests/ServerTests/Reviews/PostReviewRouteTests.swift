@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation
import XCTest

final class PostReviewRouteTests: XCTestCase {
    func test_postReview_answers200AndListsTheReviewAsTheCallers() async throws {
        let client = try await makeSUT().client
        let author = try await client.signedUpAndLoggedIn(TestAccount(name: "Eve Example"))

        let answer = try await client.postReview(
            restaurantID: "place-1", text: "Great bacalhau.", stars: 5, createdAt: "2023-05-07T13:17:22Z", bearer: author.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        let reviews = try await client.get("/review", bearer: author.accessToken).jsonArray
        XCTAssertEqual(reviews?.count, 1)
        XCTAssertEqual(reviews?.first?["restaurantID"] as? String, "place-1")
        XCTAssertEqual(reviews?.first?["authorName"] as? String, "Eve Example")
        XCTAssertEqual(reviews?.first?["reviewText"] as? String, "Great bacalhau.")
        XCTAssertEqual(reviews?.first?["rating"] as? Int, 5)
        XCTAssertEqual(reviews?.first?["createdAt"] as? String, "2023-05-07T13:17:22Z")
    }

    func test_postReview_answers404ForAnIDOfThisCatalogsFormThatItDoesNotHoldAndTakesOtherSourcesIDs() async throws {
        let api = try await makeSUT()
        let held = PlacesFixtures.restaurant("Tasca")
        api.catalog.upsert(held)
        let author = try await api.client.signedUpAndLoggedIn()
        let unknown = PlaceIdentifier.placeID(forSourceKey: "nowhere")

        let refused = try await api.client.postReview(restaurantID: unknown, bearer: author.accessToken)
        let ofHeld = try await api.client.postReview(restaurantID: held.placeID, bearer: author.accessToken)
        let ofGoogle = try await api.client.postReview(restaurantID: "ChIJN1t_tDeuEmsRUsoyG83frY4", bearer: author.accessToken)

        XCTAssertEqual(refused.status, 404, refused.text)
        XCTAssertEqual(refused.json?["reason"] as? String, "No restaurant has the id \(unknown).")
        XCTAssertEqual(ofHeld.status, 200, ofHeld.text)
        XCTAssertEqual(ofGoogle.status, 200, ofGoogle.text)
        let mine = try await api.client.get("/review", bearer: author.accessToken).jsonArray
        XCTAssertEqual(Set(mine?.compactMap { $0["restaurantID"] as? String } ?? []), [held.placeID, "ChIJN1t_tDeuEmsRUsoyG83frY4"])
    }

    func test_postReview_keepsTheFullTimestampOfCreatedAt() async throws {
        let client = try await makeSUT().client
        let author = try await client.signedUpAndLoggedIn()

        _ = try await client.postReview(restaurantID: "place-1", createdAt: "2023-05-07T21:45:09.734Z", bearer: author.accessToken)

        let reviews = try await client.get("/review/place-1", bearer: author.accessToken).jsonArray
        XCTAssertEqual(reviews?.first?["createdAt"] as? String, "2023-05-07T21:45:09Z", "time of day kept, printed without fractions")
    }

    func test_postReview_alwaysNamesTheCallerAsAuthor() async throws {
        let client = try await makeSUT().client
        let victim = try await client.signedUpAndLoggedIn(TestAccount(name: "Victim"))
        let mallory = try await client.signedUpAndLoggedIn(TestAccount(name: "Mallory"))

        _ = try await client.postReview(
            restaurantID: "place-1",
            extra: ["userID": victim.id, "authorID": victim.id, "authorName": "Victim", "author": victim.id],
            bearer: mallory.accessToken
        )

        let reviews = try await client.get("/review/place-1", bearer: victim.accessToken).jsonArray
        XCTAssertEqual(reviews?.map { $0["authorName"] as? String }, ["Mallory"])
        let victimsOwnReviewCount = try await client.get("/review", bearer: victim.accessToken).jsonArray?.count
        XCTAssertEqual(victimsOwnReviewCount, 0)
    }

    func test_postReview_answers400ForACreatedAtWithTrailingTextOrAnImpossibleDate() async throws {
        let sut = try await makeSUT()
        let author = try await sut.client.signedUpAndLoggedIn()

        for createdAt in ["2007-02-17T06:00:03Z*", "2007-02-17T06:00:03Zjunk", "2023-02-30T10:00:00Z", "2023-05-07T13:17:60Z", "2023-05-07T24:00:00Z", "2023-13-01T00:00:00Z"] {
            let answer = try await sut.client.postReview(restaurantID: "place-1", createdAt: createdAt, bearer: author.accessToken)

            assertAPIError(answer, status: 400, "createdAt = \(createdAt)")
        }
        XCTAssertEqual(sut.reviewCount(), 0)
    }

    func test_postReview_acceptsCreatedAtInUTCOrWithAnOffsetAndWithFractions() async throws {
        let sut = try await makeSUT()
        let author = try await sut.client.signedUpAndLoggedIn()

        for (index, createdAt) in ["2023-05-07T13:17:22Z", "2023-05-07T13:17:22.5Z", "2023-05-07T15:17:22+02:00", "2024-02-29T00:00:00Z"].enumerated() {
            let answer = try await sut.client.postReview(restaurantID: "place-\(index)", createdAt: createdAt, bearer: author.accessToken)

            XCTAssertEqual(answer.status, 200, "createdAt = \(createdAt): \(answer.text)")
        }
    }

    func test_postReview_answers400ForStarsWrittenWithAFractionOrAnExponent() async throws {
        let sut = try await makeSUT()
        let author = try await sut.client.signedUpAndLoggedIn()

        for stars in ["5.0", "4.00", "5e0", "0.4E1"] {
            let body = #"{"restaurantID": "place-1", "text": "Nice.", "stars": \#(stars), "createdAt": "2023-05-07T13:17:22Z"}"#
            let answer = try await sut.client.request(
                "POST", "/review", rawBody: Data(body.utf8), headers: ["Content-Type": "application/json"], bearer: author.accessToken
            )

            assertAPIError(answer, status: 400, "stars = \(stars)")
            XCTAssertTrue(answer.text.contains("stars"), answer.text)
        }
        XCTAssertEqual(sut.reviewCount(), 0)
    }

    func test_postReview_answers400ForStarsThatAreNotAWholeNumberFromOneToFive() async throws {
        let sut = try await makeSUT()
        let author = try await sut.client.signedUpAndLoggedIn()

        for stars: Any in [0, 6, -1, 4.5, "5", NSNull()] {
            let answer = try await sut.client.postReview(restaurantID: "place-1", stars: stars, bearer: author.accessToken)

            assertAPIError(answer, status: 400, "stars = \(stars)")
        }
        XCTAssertEqual(sut.reviewCount(), 0)
        XCTAssertEqual(sut.ratings(), [:])
    }

    func test_postReview_answers400ForBlankOrOverlongTextAndForABadRestaurantID() async throws {
        let client = try await makeSUT().client
        let author = try await client.signedUpAndLoggedIn()

        let cases: [(restaurantID: String, text: String)] = [
            ("place-1", ""),
            ("place-1", "  \n\t "),
            ("place-1", String(repeating: "a", count: 2_001)),
            ("", "Nice."),
            ("   ", "Nice."),
            (String(repeating: "p", count: 513), "Nice."),
        ]
        for (restaurantID, text) in cases {
            let answer = try await client.postReview(restaurantID: restaurantID, text: text, bearer: author.accessToken)

            assertAPIError(answer, status: 400, "\(restaurantID.prefix(10)) / \(text.prefix(10))")
        }
        let longestTextStatus = try await client.postReview(restaurantID: "place-1", text: String(repeating: "a", count: 2_000), bearer: author.accessToken).status
        XCTAssertEqual(longestTextStatus, 200)
    }

    func test_postReview_answers400ForAMissingOrInvalidCreatedAt() async throws {
        let client = try await makeSUT().client
        let author = try await client.signedUpAndLoggedIn()

        let invalid = try await client.postReview(restaurantID: "place-1", createdAt: "yesterday", bearer: author.accessToken)
        let missing = try await client.post(
            "/review",
            json: ["restaurantID": "place-1", "text": "Nice.", "stars": 4],
            bearer: author.accessToken
        )

        assertAPIError(invalid, status: 400)
        assertAPIError(missing, status: 400)
    }

    func test_postReview_answers400ForMalformedJSONAnd413ForAnOversizedBody() async throws {
        let client = try await makeSUT().client
        let author = try await client.signedUpAndLoggedIn()

        let malformed = try await client.request("POST", "/review", rawBody: Data("{\"stars\": }".utf8), headers: ["Content-Type": "application/json"], bearer: author.accessToken)
        let oversized = try await client.postReview(restaurantID: "place-1", text: String(repeating: "a", count: 20_000), bearer: author.accessToken)

        assertAPIError(malformed, status: 400)
        assertAPIError(oversized, status: 413)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RouterAPIFixture {
        await makeRouterAPI(file: file, line: line)
    }
}
