import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// Against a server that speaks like the original FoodybiteServer (our server behind a stand-in that
/// drops what only ours says) for accounts and reviews, every flow works and the app claims nothing the
/// server did not say.
final class OriginalServerEndToEndTests: XCTestCase {
    func test_changePassword_claimsNoLoggedOutSessionsTheServerDidNotReport() async throws {
        let (cli, _) = try await makeCLIOnTheOriginal()

        let changed = try await cli.expect(0, ["account", "change-password", "--password-stdin"], stdin: "Secret#123\nSecret#456\n")

        XCTAssertTrue(changed.stdout.contains("Password changed."), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("have been logged out"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("This server keeps your other sessions logged in"), changed.stdout)
    }

    func test_reviewsOfARestaurant_sayTheyAreOnlyYourOwnAndDatesWithoutTimeAreShownAsDates() async throws {
        let (cli, id) = try await makeCLIOnTheOriginal()
        try await cli.expect(0, ["reviews", "add", id, "--stars", "4", "--text", "Kind staff"])

        let ofRestaurant = try await cli.expect(0, ["reviews", "list", id])
        let mine = try await cli.expect(0, ["reviews", "list", "--mine"])

        XCTAssertTrue((ofRestaurant.stdout + ofRestaurant.stderr).contains("this server lists only your own reviews of a restaurant"), ofRestaurant.stdout + ofRestaurant.stderr)
        let today = ISO8601DateFormatter().string(from: Date()).prefix(10)
        XCTAssertTrue(mine.stdout.contains("on \(today)"), "a date, not a made-up hour:\n\(mine.stdout)")
        XCTAssertFalse(mine.stdout.contains("hours ago"), mine.stdout)
    }

    func test_detailsLoggedOut_saysReviewsNeedALoginInsteadOfClaimingThereAreNone() async throws {
        let (cli, id) = try await makeCLIOnTheOriginal()
        try await cli.expect(0, ["session", "logout"])

        let page = try await cli.expect(0, ["details", id])

        XCTAssertFalse(page.stdout.contains("No reviews yet"), page.stdout)
        XCTAssertTrue(page.stderr.contains("Log in to see what Foodybite users wrote"), page.stderr)
    }

    // MARK: - Helpers

    /// A CLI logged in to the stand-in, with our server as its Places source (the original serves no
    /// restaurants), and the id of a restaurant near the demo's centre.
    private func makeCLIOnTheOriginal() async throws -> (FoodybiteCLI, String) {
        let server = try await startServer()
        let original = try await OriginalServerStandIn.start(inFrontOf: server.baseURL)
        addTeardownBlock { await original.stop() }
        var cli = try makeCLI(server: original.baseURL)
        cli.extraEnvironment["FOODYBITE_PLACES_URL"] = server.baseURL.absoluteString
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let nearby = try await cli.json(["nearby", "--limit", "1"])
        let id = try XCTUnwrap((nearby["restaurants"] as? [[String: Any]])?.first?["id"] as? String)
        return (cli, id)
    }
}
