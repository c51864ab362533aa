import Foundation
import FoodybiteServer
import JWTKit
import TestSupport
import XCTest

final class AuthenticatedRoutesTests: XCTestCase {
    func test_everyAuthenticatedRoute_answers401WithoutAnAccessToken() async throws {
        let client = try await makeSUT()

        for (method, path) in authenticatedRoutes {
            let answer = try await client.request(method, path, json: method == "GET" ? nil : ["any": "body"])

            assertAPIError(answer, status: 401, "\(method) \(path)")
        }
    }

    func test_everyAuthenticatedRoute_answers401ForAMalformedAuthorizationHeader() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()

        for header in ["Basic \(session.accessToken)", "Bearer", "Bearer not.a.jwt", session.accessToken] {
            for (method, path) in authenticatedRoutes {
                let answer = try await client.request(method, path, headers: ["Authorization": header])

                assertAPIError(answer, status: 401, "\(method) \(path) with \(header.prefix(12))…")
            }
        }
    }

    func test_accessToken_isRefusedWhenNotSignedWithTheServersKey() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()
        let claims = try XCTUnwrap(jwtClaims(session.accessToken))
        let forged = try await signWithAnotherKey(
            ForgedClaims(
                userID: try XCTUnwrap(claims["userID"] as? String),
                name: "Eve",
                email: session.account.email,
                sessionID: try XCTUnwrap(claims["sessionID"] as? String),
                exp: ExpirationClaim(value: Date().addingTimeInterval(600))
            )
        )
        let unsigned = makeUnsignedJWT(expiresAt: Date().addingTimeInterval(600))

        assertAPIError(try await client.get("/review", bearer: forged), status: 401)
        assertAPIError(try await client.get("/review", bearer: unsigned), status: 401)
        let genuineStatus = try await client.get("/review", bearer: session.accessToken).status
        XCTAssertEqual(genuineStatus, 200)
    }

    func test_accessToken_isRefusedOnceExpired() async throws {
        let client = try await makeSUT { $0.accessTokenLifetime = 0 }
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.get("/review", bearer: session.accessToken)

        assertAPIError(answer, status: 401)
    }

    func test_bearerScheme_isAcceptedInAnyCase() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.request("GET", "/review", headers: ["Authorization": "bearer \(session.accessToken)"])

        XCTAssertEqual(answer.status, 200, answer.text)
    }

    // MARK: - Helpers

    private let authenticatedRoutes = [
        ("POST", "/auth/changePassword"),
        ("POST", "/auth/account"),
        ("DELETE", "/auth/account"),
        ("POST", "/auth/logout"),
        ("POST", "/review"),
        ("GET", "/review"),
        ("GET", "/review/some-restaurant"),
    ]

    private struct ForgedClaims: JWTPayload {
        let userID: String
        let name: String
        let email: String
        let sessionID: String
        let exp: ExpirationClaim

        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    private func signWithAnotherKey(_ claims: ForgedClaims) async throws -> String {
        let keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(from: Data(repeating: 7, count: 64)), digestAlgorithm: .sha256)
        return try await keys.sign(claims)
    }

    private func makeSUT(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> ServerClient {
        await makeRouterAPI(configure: configure, file: file, line: line).client
    }
}
