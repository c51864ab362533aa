import Foundation
import XCTest

/// Every route that takes text applies the one text rule: no bidi overrides or isolates anywhere; no
/// control characters but newline and tab in review text, none at all in single-line fields.
final class TextFieldRouteTests: XCTestCase {
    func test_postReview_refusesControlCharactersInTextAndRestaurantIDNamingTheField() async throws {
        let sut = try await startFoodybiteAPI()
        let author = try await sut.client.signedUpAndLoggedIn()

        let nulText = try await sut.client.postReview(restaurantID: "place-1", text: "Nice\u{0}food", bearer: author.accessToken)
        let escapeText = try await sut.client.postReview(restaurantID: "place-1", text: "Nice\u{1B}[2Jfood", bearer: author.accessToken)
        let nulID = try await sut.client.postReview(restaurantID: "place\u{0}1", bearer: author.accessToken)
        let overrideID = try await sut.client.postReview(restaurantID: "place\u{202E}1", bearer: author.accessToken)
        let overrideText = try await sut.client.postReview(restaurantID: "place-1", text: "Nice \u{202E}doof", bearer: author.accessToken)
        let isolateText = try await sut.client.postReview(restaurantID: "place-1", text: "Nice \u{2066}food\u{2069}", bearer: author.accessToken)

        assertAPIError(nulText, status: 400)
        XCTAssertTrue(nulText.text.contains("`text`"), nulText.text)
        assertAPIError(escapeText, status: 400)
        assertAPIError(nulID, status: 400)
        XCTAssertTrue(nulID.text.contains("`restaurantID`"), nulID.text)
        assertAPIError(overrideID, status: 400)
        assertAPIError(overrideText, status: 400)
        XCTAssertTrue(overrideText.text.contains("`text` must not contain bidirectional override"), overrideText.text)
        assertAPIError(isolateText, status: 400)
        XCTAssertEqual(try sut.database.int("SELECT COUNT(*) FROM review"), 0)
    }

    func test_postReview_keepsNewlinesAndTabsInText() async throws {
        let sut = try await startFoodybiteAPI()
        let author = try await sut.client.signedUpAndLoggedIn()

        let answer = try await sut.client.postReview(restaurantID: "place-1", text: "Starters:\n\tgreat\nMains: fine", bearer: author.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        let reviews = try await sut.client.get("/review/place-1", bearer: author.accessToken).jsonArray
        XCTAssertEqual(reviews?.first?["reviewText"] as? String, "Starters:\n\tgreat\nMains: fine")
    }

    func test_getRestaurantReviews_refusesAControlCharacterInThePath() async throws {
        let sut = try await startFoodybiteAPI()
        let reader = try await sut.client.signedUpAndLoggedIn()

        let answer = try await RawSocketClient(baseURL: sut.client.baseURL).exchange(
            "GET /review/place%001 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer \(reader.accessToken)\r\nConnection: close\r\n\r\n"
        )

        XCTAssertEqual(answer.responses.first?.status, 400, answer.text)
        XCTAssertTrue(answer.responses.first?.text.contains("`restaurantID`") == true, answer.text)
    }

    func test_signupAndAccountUpdate_refuseBidiOverridesInNamesAndEmails() async throws {
        let sut = try await startFoodybiteAPI()
        let password = String(repeating: "a", count: 128)
        let user = try await sut.client.signedUpAndLoggedIn()

        let signupName = try await sut.client.post("/auth/signup", json: ["name": "Eve\u{202E}lin", "email": "eve@example.com", "password": password])
        let signupEmail = try await sut.client.post("/auth/signup", json: ["name": "Eve", "email": "eve\u{2066}@example.com", "password": password])
        let updateName = try await sut.client.post("/auth/account", json: ["name": "Mal\u{2067}lory", "email": user.account.email], bearer: user.accessToken)

        assertAPIError(signupName, status: 400)
        XCTAssertTrue(signupName.text.contains("`name`"), signupName.text)
        assertAPIError(signupEmail, status: 400)
        XCTAssertTrue(signupEmail.text.contains("`email`"), signupEmail.text)
        assertAPIError(updateName, status: 400)
        XCTAssertTrue(updateName.text.contains("`name`"), updateName.text)
    }

    func test_legacyPlacesRoutes_refuseControlCharactersInSearchTextAndIdentifiers() async throws {
        let client = try await makePlacesClient()

        let autocomplete = try await client.get("/maps/api/place/autocomplete/json", query: ["input": "tas\u{0}ca"])
        let nearby = try await client.get("/maps/api/place/nearbysearch/json", query: ["location": "38.7,-9.1", "radius": "500", "keyword": "tas\u{202E}ca"])
        let details = try await client.get("/maps/api/place/details/json", query: ["place_id": "FB\u{1}"])

        for (answer, field) in [(autocomplete, "input"), (nearby, "keyword"), (details, "place_id")] {
            XCTAssertEqual(answer.json?["status"] as? String, "INVALID_REQUEST", answer.text)
            XCTAssertTrue((answer.json?["error_message"] as? String ?? "").contains("'\(field)'"), answer.text)
        }
    }

    func test_placesNewAutocomplete_refusesControlCharactersInInput() async throws {
        let client = try await makePlacesClient()

        let answer = try await client.request("POST", "/v1/places:autocomplete", json: ["input": "tas\u{0}ca"])

        assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: "'input'")
    }

    // MARK: - Helpers

    private func makePlacesClient() async throws -> ServerClient {
        ServerClient(baseURL: try await startServer { $0.catalog.demoRestaurantCount = 0 }.baseURL)
    }
}
