import Foundation
import TestSupport
import XCTest

final class StandaloneAndEmbeddedServerEndToEndTests: XCTestCase {
    func test_clientFlow_worksAgainstAFoodybiteServerProcessOnAnotherPort() async throws {
        let server = try await startServerProcess()
        let cli = try makeCLI(server: server.baseURL)

        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let whoami = try await cli.json(["session", "whoami"])

        XCTAssertEqual(whoami["name"] as? String, "Ana Lima")
    }

    func test_withNothingConfigured_signupLoginAndWhoamiRunOnTheEmbeddedServerAndTheSessionSurvives() async throws {
        let cli = try makeCLI(server: nil)

        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let whoami = try await cli.json(["session", "whoami"])
        let again = try await cli.json(["session", "whoami"])

        XCTAssertEqual(whoami["email"] as? String, "ana@example.com")
        XCTAssertEqual(again["email"] as? String, "ana@example.com")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.dataDirectory.appendingPathComponent("data/server/server.sqlite").path))
    }
}
