@testable import Accounts
@testable import FoodybiteServer
import Hummingbird
@testable import ServerHTTP
import ServerHTTP
import TestSupport
import XCTest

/// The caller reaches a route only through `AuthenticationMiddleware`: behind it the route reads the
/// verified caller; registered anywhere else it has none and answers 401, never serving a request as
/// nobody.
final class AuthenticationMiddlewareTests: XCTestCase {
    func test_requireCaller_answers401OnARouteRegisteredOutsideTheMiddleware() async throws {
        let router = Router(context: FoodybiteRequestContext.self)
        router.add(middleware: JSONErrorMiddleware())
        router.get("unguarded") { _, context in
            _ = try context.requireCaller()
            return "served"
        }
        let client = ServerClient(router: RouterTransport(router: router))

        let answer = try await client.get("/unguarded")

        assertAPIError(answer, status: 401)
    }

    func test_handle_putsTheVerifiedCallerInTheContextOfTheRoutesBehindIt() async throws {
        let api = await makeRouterAPI()
        let session = try await api.client.signedUpAndLoggedIn()

        let answer = try await api.client.get("/review", bearer: session.accessToken)
        let anonymous = try await api.client.get("/review")

        XCTAssertEqual(answer.status, 200, answer.text)
        assertAPIError(anonymous, status: 401)
    }
}
