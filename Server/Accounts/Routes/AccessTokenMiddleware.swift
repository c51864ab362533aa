import Hummingbird

/// In front of a route that checks the caller's session itself, in the same read as its own data
/// (GET /review): a request reaches it only with a signed, unexpired access token, whose claims are then
/// in `context.accessToken`. Anything else is the same 401 as behind `AuthenticationMiddleware`.
package struct AccessTokenMiddleware: RouterMiddleware {
    package typealias Context = FoodybiteRequestContext

    package let signer: AccessTokenSigner

    package init(signer: AccessTokenSigner) {
        self.signer = signer
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.accessToken = try await AccessTokenVerifier(signer: signer).verifiedPayload(of: request)
        return try await next(request, context)
    }
}
