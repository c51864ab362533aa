import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class SigningKeyRestartTests: XCTestCase {
    func test_start_createsTheSigningKeyFileWithMode0600() async throws {
        let sut = try await startFoodybiteAPI()

        let path = sut.dataDirectory.appendingPathComponent("jwt-signing.key").path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)

        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o600)
        XCTAssertGreaterThanOrEqual(attributes[.size] as? Int ?? 0, 32)
    }

    func test_restart_reusesTheKeySoTokensStayValid() async throws {
        let dataDirectory = try makeTemporaryDirectory()
        let first = try await RunningServer.start(configuration: configuration(dataDirectory))
        let session = try await ServerClient(baseURL: first.baseURL).signedUpAndLoggedIn()
        let keyBefore = try Data(contentsOf: dataDirectory.appendingPathComponent("jwt-signing.key"))
        await first.stop()

        let second = try await RunningServer.start(configuration: configuration(dataDirectory))
        addTeardownBlock { await second.stop() }
        let answer = try await ServerClient(baseURL: second.baseURL).get("/review", bearer: session.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(try Data(contentsOf: dataDirectory.appendingPathComponent("jwt-signing.key")), keyBefore)
    }

    func test_tokens_ofAnotherDataDirectoryAreRefused() async throws {
        let first = try await startFoodybiteAPI()
        let second = try await startFoodybiteAPI()
        let account = TestAccount()
        let session = try await first.client.signedUpAndLoggedIn(account)
        try await second.client.signup(account)

        let answer = try await second.client.get("/review", bearer: session.accessToken)

        assertAPIError(answer, status: 401)
    }

    // MARK: - Helpers

    private func configuration(_ dataDirectory: URL) -> ServerConfiguration {
        ServerConfiguration(host: "127.0.0.1", port: 0, dataDirectory: dataDirectory, bcryptCost: 4)
    }
}
