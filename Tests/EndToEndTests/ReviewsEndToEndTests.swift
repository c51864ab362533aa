import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// The reviews slice as users run it: two people review one restaurant, and everybody sees it.
final class ReviewsEndToEndTests: XCTestCase {
    func test_twoUsersReviewOneRestaurant_bothShowInDetailsAndTheListAndMineShowsOnlyOnesOwn() async throws {
        let server = try await startServer()
        let ana = try makeCLI(server: server.baseURL)
        let rui = FoodybiteCLI(dataDirectory: try makeTemporaryDirectory(), home: ana.home, serverURL: server.baseURL)
        try await signUp(ana, name: "Ana Lima", email: "ana@example.com")
        try await signUp(rui, name: "Rui Costa", email: "rui@example.com")
        let restaurantID = try await firstNearbyRestaurantID(ana)
        let beforeDetails = try await ana.json(["details", restaurantID])
        let before = try XCTUnwrap(beforeDetails["restaurant"] as? [String: Any])
        let (catalogRating, catalogCount) = (try XCTUnwrap(before["rating"] as? Double), try XCTUnwrap(before["ratingsCount"] as? Int))

        try await ana.expect(0, ["reviews", "add", restaurantID, "--stars", "5", "--text", "Best sardines in town"])
        try await rui.expect(0, ["reviews", "add", restaurantID, "--stars", "3", "--text", "Good, but slow"])

        let details = try await ana.json(["details", restaurantID])
        let restaurant = try XCTUnwrap(details["restaurant"] as? [String: Any])
        let authors = (restaurant["reviews"] as? [[String: Any]] ?? []).map { $0["author"] as? String }
        XCTAssertTrue(authors.contains("Ana Lima") && authors.contains("Rui Costa"), "\(authors)")
        let merged = (catalogRating * Double(catalogCount) + 5 + 3) / Double(catalogCount + 2)
        XCTAssertEqual(restaurant["rating"] as? Double ?? 0, merged, accuracy: 0.051, "the catalog's rating merged with the two reviews")
        XCTAssertEqual(restaurant["ratingsCount"] as? Int, catalogCount + 2)

        let list = try await rui.json(["reviews", "list", restaurantID])
        XCTAssertEqual((list["reviews"] as? [[String: Any]])?.compactMap { $0["author"] as? String }, ["Rui Costa", "Ana Lima"])
        let mine = try await ana.json(["reviews", "list", "--mine"])
        XCTAssertEqual((mine["reviews"] as? [[String: Any]])?.compactMap { $0["author"] as? String }, ["Ana Lima"])
    }

    func test_reviewOfAnIDNoRestaurantHas_isRefusedWithExit65AndNothingIsPosted() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        let unknown = "FB" + String(repeating: "a", count: 26)

        let result = try await cli.expect(65, ["reviews", "add", unknown, "--stars", "5", "--text", "Never was"])

        XCTAssertTrue(result.stderr.contains("No restaurant has the id \(unknown)."), result.stderr)
        XCTAssertFalse(result.stdout.contains("Posted"), result.stdout)
        let mine = try await cli.json(["reviews", "list", "--mine"])
        XCTAssertEqual((mine["reviews"] as? [Any])?.count, 0)
    }

    func test_serverStopped_cachedReviewsAreStillShownMarkedCached() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        let restaurantID = try await firstNearbyRestaurantID(cli)
        try await cli.expect(0, ["reviews", "add", restaurantID, "--stars", "4", "--text", "Nice"])
        let live = try await cli.json(["reviews", "list", restaurantID])
        XCTAssertEqual(live["source"] as? String, "live")

        await server.stop()

        let cached = try await cli.expect(0, ["reviews", "list", restaurantID, "--json"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(cached.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["source"] as? String, "cache")
        XCTAssertNotNil(document["cachedAt"] as? String)
        XCTAssertEqual((document["reviews"] as? [[String: Any]])?.first?["text"] as? String, "Nice")
        XCTAssertTrue(cached.stderr.contains("Showing reviews cached"), cached.stderr)
    }

    func test_oneUsersCachedReviewsAreNeverShownAsAnothersOwn() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        try await cli.expect(0, ["reviews", "add", try await firstNearbyRestaurantID(cli), "--stars", "5", "--text", "Ana's review"])
        try await cli.expect(0, ["reviews", "list", "--mine"])
        try await cli.expect(0, ["session", "logout"])
        try await signUp(cli, name: "Rui Costa", email: "rui@example.com")

        await server.stop()

        let offline = try await cli.expect(69, ["reviews", "list", "--mine"])
        XCTAssertFalse(offline.stdout.contains("Ana's review"), offline.stdout)
    }

    func test_interactiveFlow_fromHomeToAPostedReviewThroughAPseudoTerminal() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        let session = try cli.onATerminal()

        try await session.waitFor("best rated first")
        try await openTheFirstRestaurant(session)
        try await startAReview(session, stars: 5)
        session.type("Typed at a real terminal")
        try await session.waitFor("Posted your")
        try await session.waitFor("[w]rite a review")
        session.type("")
        try await session.waitFor("Open a restaurant")
        session.type("")
        try await session.waitFor("[q]uit")
        session.type("q")
        let status = await session.waitForExit()

        XCTAssertEqual(status, 0, session.transcript)
        let mine = try await reviewTexts(cli)
        XCTAssertEqual(mine, ["Typed at a real terminal"])
    }

    func test_interactiveFlow_controlDGoesBackOneLevelAtEveryPromptThroughAPseudoTerminal() async throws {
        // Given the interactive flow on a terminal, logged in, with a review being written
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        let session = try cli.onATerminal()
        try await openTheFirstRestaurant(session)
        try await startAReview(session, stars: 4)

        // When Ctrl-D is pressed at each prompt in turn, then at the free-text search prompt
        session.pressControlD()
        try await session.waitFor("[w]rite a review")
        session.pressControlD()
        try await session.waitFor("Open a restaurant")
        session.pressControlD()
        try await session.waitFor("[q]uit")
        session.type("s")
        try await session.waitFor("Search for:")
        session.pressControlD()
        try await session.waitFor("[q]uit")
        session.pressControlD()
        let status = await session.waitForExit()

        // Then each went back one level, the last one quit, and no review was posted
        XCTAssertEqual(status, 0, session.transcript)
        let mine = try await reviewTexts(cli)
        XCTAssertEqual(mine, [])
    }

    func test_interactiveFlow_asksALoggedOutPersonToLogInBeforeTheReviewIsTypedThroughAPseudoTerminal() async throws {
        // Given an account, logged out, in the interactive flow on a terminal
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        try await cli.expect(0, ["session", "logout"])
        let session = try cli.onATerminal()
        try await openTheFirstRestaurant(session)

        // When they choose to write a review
        session.type("w")

        // Then they are asked to log in first, and after logging in write and post it
        try await session.waitFor("Writing a review needs an account.")
        try await logIn(session, password: "Secret#123")
        XCTAssertFalse(session.transcript.contains("Your review:"), "asked to log in before typing: \(session.transcript)")
        try await session.waitFor("Stars (1-5)")
        session.type("4")
        try await session.waitFor("Your review:")
        session.type("Worth logging in for")
        try await session.waitFor("Posted your")
        try await quitFromTheRestaurantsPage(session)
        let mine = try await reviewTexts(cli)
        XCTAssertEqual(mine, ["Worth logging in for"])
    }

    func test_interactiveFlow_keepsAReviewTypedAfterTheSessionEndedAndPostsItOnceLoggedInAgain() async throws {
        // Given the interactive flow at the review prompt, logged in
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await signUp(cli, name: "Ana Lima", email: "ana@example.com")
        let session = try cli.onATerminal()
        try await openTheFirstRestaurant(session)
        try await startAReview(session, stars: 5)

        // When the session ends meanwhile (the password is changed elsewhere, which ends every other session)
        let elsewhere = try makeCLI(server: server.baseURL)
        try await elsewhere.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await elsewhere.expect(0, ["account", "change-password", "--password-stdin"], stdin: "Secret#123\nSecret#456\n")
        session.type("Typed while the session ended")

        // Then the review is kept, the person logs in again, and it is posted as typed
        try await session.waitFor("your review will be posted (it is kept)")
        try await logIn(session, password: "Secret#456")
        try await session.waitFor("Posted your")
        try await quitFromTheRestaurantsPage(session)
        let mine = try await reviewTexts(elsewhere)
        XCTAssertEqual(mine, ["Typed while the session ended"])
    }

    // MARK: - Helpers

    private func openTheFirstRestaurant(_ session: PseudoTerminalSession) async throws {
        try await session.waitFor("Open a restaurant")
        session.type("1")
        try await session.waitFor("[w]rite a review")
    }

    private func startAReview(_ session: PseudoTerminalSession, stars: Int) async throws {
        session.type("w")
        try await session.waitFor("Stars (1-5)")
        session.type(String(stars))
        try await session.waitFor("Your review:")
    }

    /// Answers the flow's "log in or sign up" question as ana@example.com.
    private func logIn(_ session: PseudoTerminalSession, password: String) async throws {
        try await session.waitFor("[l]og in, [s]ign up")
        session.type("l")
        try await session.waitFor("Email:")
        session.type("ana@example.com")
        try await session.waitFor("Password:")
        session.type(password)
    }

    private func quitFromTheRestaurantsPage(_ session: PseudoTerminalSession, file: StaticString = #filePath, line: UInt = #line) async throws {
        try await session.waitFor("[w]rite a review")
        session.type("q")
        let status = await session.waitForExit()
        XCTAssertEqual(status, 0, session.transcript, file: file, line: line)
    }

    private func reviewTexts(_ cli: FoodybiteCLI) async throws -> [String] {
        let mine = try await cli.json(["reviews", "list", "--mine"])
        return (mine["reviews"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }

    private func signUp(_ cli: FoodybiteCLI, name: String, email: String) async throws {
        try await cli.expect(0, ["session", "signup", "--name", name, "--email", email, "--password-stdin"], stdin: "Secret#123\n")
    }

    private func firstNearbyRestaurantID(_ cli: FoodybiteCLI, file: StaticString = #filePath, line: UInt = #line) async throws -> String {
        let nearby = try await cli.json(["nearby", "--limit", "1"])
        let restaurants = try XCTUnwrap(nearby["restaurants"] as? [[String: Any]], file: file, line: line)
        return try XCTUnwrap(restaurants.first?["id"] as? String, "No restaurant near the default centre", file: file, line: line)
    }
}
