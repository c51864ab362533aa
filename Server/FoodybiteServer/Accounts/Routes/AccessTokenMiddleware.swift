import Hummingbird

/// In front of a route that checks the caller's session itself, in the same read as its own data
/// (GET /review): a request reaches it only with a signed, unexpired access token, whose claims are then
/// in `context.accessToken`. Anything else is the same 401 as behind `AuthenticationMiddleware`.
struct AccessTokenMiddleware: RouterMiddleware {
    typealias Context = FoodybiteRequestContext

    let signer: AccessTokenSigner

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.accessToken = try await AccessTokenVerifier(signer: signer).verifiedPayload(of: request)
        return try await next(request, context)
    }
}
