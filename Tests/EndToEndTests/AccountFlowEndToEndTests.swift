import Core
import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// The accounts slice as a user runs it: the built binary against a live server on loopback.
final class AccountFlowEndToEndTests: XCTestCase {
    func test_signUpLogInUpdateChangePasswordLogOutLogInDelete() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)

        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        let whoami = try await cli.json(["session", "whoami"])
        XCTAssertEqual(whoami["email"] as? String, "ana@example.com")

        let updated = try await cli.json(["account", "update", "--name", "Ana Maria Lima"])
        XCTAssertEqual(updated["name"] as? String, "Ana Maria Lima")
        let renamed = try await cli.json(["session", "whoami"])
        XCTAssertEqual(renamed["name"] as? String, "Ana Maria Lima")

        try await cli.expect(0, ["account", "change-password", "--password-stdin"], stdin: "Secret#123\nNewer#456\n")
        try await cli.expect(0, ["session", "logout"])
        try await cli.expect(77, ["session", "whoami"])
        try await cli.expect(77, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Newer#456\n")

        try await cli.expect(0, ["account", "delete", "--yes"])
        let gone = try await cli.expect(77, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Newer#456\n")
        XCTAssertTrue(gone.stderr.contains("The email or password is incorrect."), gone.stderr)
    }

    func test_session_survivesBetweenRunsInACredentialsFileOnlyTheUserCanReadWithoutThePassword() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)

        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")

        let credentials = cli.dataDirectory.appendingPathComponent("state/credentials.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: credentials.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let content = try String(contentsOf: credentials, encoding: .utf8)
        XCTAssertFalse(content.contains("Secret#123"))
        XCTAssertFalse(content.contains(SHA512PasswordHasher().hash("Secret#123")))
        let whoami = try await cli.json(["session", "whoami"])
        XCTAssertEqual(whoami["name"] as? String, "Ana Lima")
    }

    func test_verbose_neverShowsATokenOrPassword() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")

        let login = try await cli.expect(0, ["session", "login", "--email", "ana@example.com", "--password-stdin", "--verbose"], stdin: "Secret#123\n")
        let review = try await cli.expect(0, ["reviews", "list", "--verbose"])

        let token = try String(contentsOf: cli.dataDirectory.appendingPathComponent("state/credentials.json"), encoding: .utf8)
        let tokens = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(token.utf8)) as? [String: String])
        XCTAssertNotNil(tokens["accessToken"])
        let output = login.stdout + login.stderr + review.stdout + review.stderr
        XCTAssertTrue(output.contains("POST \(server.baseURL.absoluteString)/auth/login"), output)
        let secrets = ["Secret#123", SHA512PasswordHasher().hash("Secret#123")] + [tokens["accessToken"], tokens["refreshToken"]].compactMap { $0 }
        for secret in secrets {
            XCTAssertFalse(output.contains(secret), "A secret leaked into --verbose output")
        }
    }

    func test_messagesAndExitStatusesForCommonMistakes() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")

        let wrongPassword = try await cli.expect(77, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Wrong#123\n")
        XCTAssertTrue(wrongPassword.stderr.contains("The email or password is incorrect."))
        try await cli.expect(77, ["session", "login", "--email", "nobody@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(64, ["session", "signup", "--name", "Al", "--email", "al@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(64, ["session", "login", "--email", "not-an-email", "--password-stdin"], stdin: "x\n")
        try await cli.expect(65, ["session", "signup", "--name", "Bea Silva", "--email", "bea@example.com", "--password-stdin"], stdin: "weak\n")
        let duplicate = try await cli.expect(65, ["session", "signup", "--name", "Ana Again", "--email", "ANA@example.com", "--password-stdin"], stdin: "Secret#123\n")
        XCTAssertTrue(duplicate.stderr.contains("already exists"), duplicate.stderr)
        try await cli.expect(64, ["session", "login", "--email", "ana@example.com"])
    }

    func test_unreachableServer_isNamedWithExitStatus69() async throws {
        let cli = try makeCLI(server: URL(string: "http://127.0.0.1:9")!)

        let result = try await cli.expect(69, ["session", "login", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")

        XCTAssertTrue(result.stderr.contains("Cannot reach the server at http://127.0.0.1:9"), result.stderr)
    }

    func test_sessionTheServerEnded_asksToLogInAgainWith77AndForgetsIt() async throws {
        // No grace period for retried refreshes: the replay below ends the session at once.
        let server = try await startServer { $0.refreshTokenRetryGracePeriod = 0 }
        let cli = try makeCLI(server: server.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")
        try await cli.expect(0, ["reviews", "list"])
        try await invalidateSession(of: cli, at: server.baseURL)

        let result = try await cli.expect(77, ["reviews", "list"])

        XCTAssertTrue(result.stderr.contains("log in again"), result.stderr)
        try await cli.expect(77, ["session", "whoami"])
    }

    func test_theSessionBelongsToItsServer_anotherServerNeverSeesTheTokensNorEndsTheSession() async throws {
        let home = try await startServer()
        let elsewhere = try await startServer()
        var cli = try makeCLI(server: home.baseURL)
        try await cli.expect(0, ["session", "signup", "--name", "Ana Lima", "--email", "ana@example.com", "--password-stdin"], stdin: "Secret#123\n")

        cli.serverURL = elsewhere.baseURL
        try await cli.expect(77, ["reviews", "list", "--mine"])
        try await cli.expect(77, ["session", "whoami"])

        cli.serverURL = home.baseURL
        let whoami = try await cli.json(["session", "whoami"])
        XCTAssertEqual(whoami["email"] as? String, "ana@example.com")
    }

    func test_logout_clearsADamagedCredentialsFile() async throws {
        let server = try await startServer()
        let cli = try makeCLI(server: server.baseURL)
        let credentials = cli.dataDirectory.appendingPathComponent("state/credentials.json")
        try FileManager.default.createDirectory(at: credentials.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: credentials)

        try await cli.expect(77, ["session", "whoami"])
        let logout = try await cli.expect(0, ["session", "logout"])

        XCTAssertTrue(logout.stdout.contains("Removed the damaged credentials file"), logout.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentials.path))
    }

    // MARK: - Helpers

    /// Uses the stored refresh token twice, which makes the server revoke the session.
    private func invalidateSession(of cli: FoodybiteCLI, at baseURL: URL) async throws {
        let data = try Data(contentsOf: cli.dataDirectory.appendingPathComponent("state/credentials.json"))
        let tokens = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
        for _ in 0..<2 {
            try await ServerRequests.post(baseURL.appendingPathComponent("auth/accessToken"), json: ["refreshToken": tokens["refreshToken"] ?? ""])
        }
    }
}
