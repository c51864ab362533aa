@testable import AccountsDomain
import FoodybiteServer
import Foundation
import XCTest

/// Behind a proxy (`--trust-proxy`) failed logins are counted per client address from
/// `X-Forwarded-For`; without the flag that header is ignored, so a client cannot pick its key.
final class TrustedProxyThrottleRouteTests: XCTestCase {
    func test_login_countsFailuresPerForwardedAddressBehindATrustedProxy() async throws {
        let client = try await makeSUT(trustsProxy: true)
        let account = TestAccount()
        try await client.signup(account)
        _ = try await wrongLogin(account, from: "198.51.100.1, 203.0.113.1", client)

        let sameClient = try await wrongLogin(account, from: "10.9.9.9, 203.0.113.1", client)
        let otherClient = try await wrongLogin(account, from: "203.0.113.2", client)

        assertAPIError(sameClient, status: 429)
        assertAPIError(otherClient, status: 401)
    }

    func test_login_ignoresForwardedAddressesWithoutTheFlag() async throws {
        let client = try await makeSUT(trustsProxy: false)
        let account = TestAccount()
        try await client.signup(account)
        _ = try await wrongLogin(account, from: "203.0.113.1", client)

        let answer = try await wrongLogin(account, from: "203.0.113.2", client)

        assertAPIError(answer, status: 429)
    }

    // MARK: - Helpers

    private func makeSUT(trustsProxy: Bool, file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        try await startFoodybiteAPI(configure: {
            $0.loginThrottle = LoginThrottlePolicy(maximumFailures: 1, window: 900)
            $0.trustsProxy = trustsProxy
        }, file: file, line: line).client
    }

    private func wrongLogin(_ account: TestAccount, from forwardedFor: String, _ client: ServerClient) async throws -> ServerClient.Answer {
        try await client.request(
            "POST", "/auth/login",
            json: ["email": account.email, "password": TestAccount.digest("Wrong#123")],
            headers: ["X-Forwarded-For": forwardedFor]
        )
    }
}
