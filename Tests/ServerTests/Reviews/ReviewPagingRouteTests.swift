import FoodybiteServer
import Foundation
import XCTest

/// Lists of reviews come in pages of 100: `Foodybite-Next-Page` and a `Link` say where the next one
/// starts, asked for with `?after=`; a client that ignores them (as the original server's do) gets the
/// first page as before.
final class ReviewPagingRouteTests: XCTestCase {
    func test_getOwnReviews_pagesThroughEveryReviewWithTheNextPageToken() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()
        for index in 0..<103 {
            let posted = try await client.postReview(restaurantID: "place-\(index)", bearer: eve.accessToken)
            XCTAssertEqual(posted.status, 200, posted.text)
        }

        let first = try await client.get("/review", bearer: eve.accessToken)
        let token = try XCTUnwrap(first.header("Foodybite-Next-Page"), "a first page of a longer list says where the next starts")
        let second = try await client.get("/review", query: ["after": token], bearer: eve.accessToken)

        XCTAssertEqual(first.jsonArray?.count, 100)
        XCTAssertEqual(first.header("Link"), "</review?after=\(token)>; rel=\"next\"")
        XCTAssertEqual(second.jsonArray?.count, 3)
        XCTAssertNil(second.header("Foodybite-Next-Page"), "the last page says no more")
        let listed = ((first.jsonArray ?? []) + (second.jsonArray ?? [])).compactMap { $0["restaurantID"] as? String }
        XCTAssertEqual(Set(listed), Set((0..<103).map { "place-\($0)" }))
        XCTAssertEqual(listed.count, 103)
    }

    func test_getRestaurantReviews_pagesThroughEveryAuthorsReview() async throws {
        let client = try await makeSUT()
        var reader: LoggedInAccount?
        for _ in 0..<101 {
            let author = try await client.signedUpAndLoggedIn()
            _ = try await client.postReview(restaurantID: "place-1", bearer: author.accessToken)
            reader = author
        }
        let bearer = try XCTUnwrap(reader).accessToken

        let first = try await client.get("/review/place-1", bearer: bearer)
        let token = try XCTUnwrap(first.header("Foodybite-Next-Page"))
        let second = try await client.get("/review/place-1", query: ["after": token], bearer: bearer)

        XCTAssertEqual(first.jsonArray?.count, 100)
        XCTAssertEqual(second.jsonArray?.count, 1)
        XCTAssertNil(second.header("Foodybite-Next-Page"))
    }

    func test_getReviews_sayNothingOfAnotherPageWhenTheListFitsOne() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()
        _ = try await client.postReview(restaurantID: "place-1", bearer: eve.accessToken)

        let own = try await client.get("/review", bearer: eve.accessToken)
        let ofRestaurant = try await client.get("/review/place-1", bearer: eve.accessToken)

        XCTAssertNil(own.header("Foodybite-Next-Page"))
        XCTAssertNil(ofRestaurant.header("Link"))
    }

    func test_getReviews_refuseAPageTokenTheServerDidNotWriteWith400() async throws {
        let client = try await makeSUT()
        let eve = try await client.signedUpAndLoggedIn()

        for token in ["", "abc", "1.2.3", "12345.-1", String(repeating: "9", count: 19) + ".1", "1.2 ", "+1.2", "1-2.3", "--1.2", ".1", "1.", "-300000000000000000.1", "-1.2", "999999999999999999.1"] {
            let own = try await client.get("/review", query: ["after": token], bearer: eve.accessToken)
            let ofRestaurant = try await client.get("/review/place-1", query: ["after": token], bearer: eve.accessToken)

            assertAPIError(own, status: 400, token)
            assertAPIError(ofRestaurant, status: 400, token)
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(configure: { $0.writeLimits = .unlimited }, file: file, line: line).client
    }
}
