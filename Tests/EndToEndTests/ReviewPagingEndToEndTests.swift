import Foundation
import TestSupport
import XCTest

/// A list longer than a page, with the real binaries: `foodybite reviews list` shows the newest 100 and
/// ends with the command for the next page, which lists the rest.
final class ReviewPagingEndToEndTests: XCTestCase {
    func test_reviewsList_endsALongListWithTheCommandForTheNextPageWhichListsTheRest() async throws {
        let server = try await startServerProcess(["--write-limit", "off"])
        let cli = try makeCLI(server: server.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        // 101 authors review one restaurant of another source, over the API (one review per author).
        for index in 0..<101 {
            let author = try await APIAccount.signUpAndLogIn(name: "Author \(index)", email: "author\(index)@example.com", at: server.baseURL)
            let acknowledged = await author.postReview(of: "ChIJsharedPlace", text: "Review \(index)", stars: 4, at: server.baseURL)
            XCTAssertTrue(acknowledged, "review \(index)")
        }

        let first = try await cli.expect(0, ["reviews", "list", "ChIJsharedPlace"])
        let hint = try XCTUnwrap(first.stderr.split(separator: "\n").first { $0.hasPrefix("More reviews: ") }, first.stderr)
        let nextCommand = hint.dropFirst("More reviews: foodybite ".count).split(separator: " ").map(String.init)
        let second = try await cli.expect(0, nextCommand)
        let firstJSON = try await cli.json(["reviews", "list", "ChIJsharedPlace"])

        XCTAssertEqual(first.stdout.components(separatedBy: "Review ").count - 1, 100, first.stdout)
        XCTAssertEqual(second.stdout.components(separatedBy: "Review ").count - 1, 1, second.stdout)
        XCTAssertTrue(second.stdout.contains("Review 0"), "the oldest review is on the second page: \(second.stdout)")
        XCTAssertFalse(second.stderr.contains("More reviews"), second.stderr)
        XCTAssertEqual(firstJSON["nextPage"] as? String, nextCommand.last)
    }
}
