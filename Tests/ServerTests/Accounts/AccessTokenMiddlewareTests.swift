@testable import Accounts
@testable import AccountsDomain
import Crypto
@testable import FoodybiteServer
import Foundation
import Hummingbird
@testable import ServerHTTP
import ServerHTTP
import TestSupport
import XCTest

/// A route that checks the caller's session in its own read sits behind `AccessTokenMiddleware`: it
/// gets the verified claims of the token, and a request without a good token never reaches it.
final class AccessTokenMiddlewareTests: XCTestCase {
    func test_handle_putsTheVerifiedClaimsInTheContextOfTheRoutesBehindIt() async throws {
        let (client, signer) = await makeSUT()
        let user = AuthenticatedUser(id: UUID(), name: "Eve", email: "eve@example.com", sessionID: UUID())
        let token = try await signer.sign(for: user, at: Date())

        let answer = try await client.get("/claims", bearer: token)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.text, "\(user.sessionID.uuidString) \(user.id.uuidString)")
    }

    func test_handle_answers401WithoutATokenOrWithABadOrExpiredOne() async throws {
        let (client, signer) = await makeSUT()
        let otherSigner = await AccessTokenSigner(key: SymmetricKey(size: .bits256), lifetime: 600)
        let user = AuthenticatedUser(id: UUID(), name: "Eve", email: "eve@example.com", sessionID: UUID())
        let expired = try await signer.sign(for: user, at: Date().addingTimeInterval(-3_600))
        let foreign = try await otherSigner.sign(for: user, at: Date())

        for bearer in [nil, "", "not-a-token", expired, foreign] {
            let answer = try await client.get("/claims", bearer: bearer)

            assertAPIError(answer, status: 401, bearer ?? "no token")
        }
    }

    func test_requireAccessToken_answers401OnARouteRegisteredOutsideTheMiddleware() async throws {
        let router = Router(context: FoodybiteRequestContext.self)
        router.add(middleware: JSONErrorMiddleware())
        router.get("unguarded") { _, context in
            _ = try context.requireAccessToken()
            return "served"
        }
        let client = ServerClient(router: RouterTransport(router: router))

        let answer = try await client.get("/unguarded")

        assertAPIError(answer, status: 401)
    }

    // MARK: - Helpers

    private func makeSUT() async -> (ServerClient, AccessTokenSigner) {
        let signer = await AccessTokenSigner(key: SymmetricKey(size: .bits256), lifetime: 600)
        let router = Router(context: FoodybiteRequestContext.self)
        router.add(middleware: JSONErrorMiddleware())
        router.group().add(middleware: AccessTokenMiddleware(signer: signer)).get("claims") { _, context in
            let claims = try context.requireAccessToken()
            return "\(claims.sessionID.uuidString) \(claims.userID.uuidString)"
        }
        return (ServerClient(router: RouterTransport(router: router)), signer)
    }
}
