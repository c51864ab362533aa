import Foundation
import XCTest

/// What one user must not be able to do to the server or to other users through reviews.
final class ReviewAbuseTests: XCTestCase {
    func test_postReview_refusesDatesBefore2000OrLaterThanTomorrowAndTheListsStillRead() async throws {
        let sut = await makeRouterAPI()
        let eve = try await sut.client.signedUpAndLoggedIn()

        for createdAt in ["9999-12-31T24:00:00Z", "9999-12-31T23:59:59-14:00", "1999-12-31T23:59:59Z", "2999-01-01T00:00:00Z"] {
            let answer = try await sut.client.postReview(restaurantID: "place-1", createdAt: createdAt, bearer: eve.accessToken)
            XCTAssertEqual(answer.status, 400, "\(createdAt): \(answer.text)")
        }

        let list = try await sut.client.get("/review/place-1", bearer: eve.accessToken)
        XCTAssertEqual(list.status, 200)
        XCTAssertEqual(list.jsonArray?.count, 0)
    }

    func test_postingAgainAndAgain_neitherGrowsTheListNorDragsTheRatingDown() async throws {
        let sut = await makeRouterAPI()
        let fan = try await sut.client.signedUpAndLoggedIn()
        let troll = try await sut.client.signedUpAndLoggedIn()
        _ = try await sut.client.postReview(restaurantID: "place-1", stars: 5, bearer: fan.accessToken)

        for _ in 0..<10 {
            _ = try await sut.client.postReview(restaurantID: "place-1", stars: 1, bearer: troll.accessToken)
        }

        XCTAssertEqual(sut.ratings(), ["place-1": [2, 6]])
        let list = try await sut.client.get("/review/place-1", bearer: fan.accessToken)
        XCTAssertEqual(list.jsonArray?.count, 2)
    }

    func test_accountNames_mayNotHoldControlCharactersAndEmailsCompareInOneUnicodeForm() async throws {
        let sut = await makeRouterAPI()

        let controlName = try await sut.client.post("/auth/signup", json: ["name": "Eve\u{1B}[2J", "email": "eve@example.com", "password": String(repeating: "a", count: 128)])
        XCTAssertEqual(controlName.status, 400, controlName.text)

        let composed = try await sut.client.post("/auth/signup", json: ["name": "José", "email": "jos\u{E9}@example.com", "password": String(repeating: "a", count: 128)])
        let decomposed = try await sut.client.post("/auth/signup", json: ["name": "José", "email": "jose\u{301}@example.com", "password": String(repeating: "a", count: 128)])
        XCTAssertEqual(composed.status, 201, composed.text)
        XCTAssertEqual(decomposed.status, 409, decomposed.text)
    }

    func test_databaseFiles_areReadableByTheServersUserOnly() async throws {
        let sut = try await startFoodybiteAPI()
        _ = try await sut.client.signedUpAndLoggedIn()

        let path = sut.dataDirectory.appendingPathComponent("server.sqlite").path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }
}
