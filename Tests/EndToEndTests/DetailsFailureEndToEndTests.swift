import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// `details` whose details call fails while the signed-in person's Foodybite reviews are still on
/// their way, as against a server without Places routes. Leaving the reviews request to be cancelled
/// deadlocked this toolchain's URLSession in about a third of the runs, so it is run many times.
final class DetailsFailureEndToEndTests: XCTestCase {
    func test_details_failsPromptlyEveryTimeWhenThePlacesCallFailsWhileTheReviewsAreInFlight() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let withoutPlaces = server.baseURL.appendingPathComponent("no-places").absoluteString

        for run in 1...100 {
            guard let result = try await cli.run(["details", "ChIJ-missing", "--places-url", withoutPlaces], killedAfter: 15) else {
                return XCTFail("`foodybite details` hung on run \(run) of 100 and was killed")
            }
            XCTAssertEqual(result.status, 69, "run \(run): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("does not serve restaurants"), "run \(run): \(result.stderr)")
        }
    }
}
