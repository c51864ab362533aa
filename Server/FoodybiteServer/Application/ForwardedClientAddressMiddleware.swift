import Accounts
import HTTPTypes
import Hummingbird

/// Behind a proxy the server trusts (`--trust-proxy`), the client's address is the last one in
/// `X-Forwarded-For`: the one the proxy appended itself. The earlier entries came from the client and
/// may be anything, so they are never used. Without this middleware the peer's address stands.
struct ForwardedClientAddressMiddleware: RouterMiddleware {
    typealias Context = FoodybiteRequestContext

    private static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let address = Self.clientAddress(forwardedFor: request.headers[values: Self.forwardedFor]) else {
            return try await next(request, context)
        }
        var context = context
        context.remoteAddress = address
        return try await next(request, context)
    }

    /// The last non-empty entry of the (possibly repeated) header, nil when there is none or it is
    /// implausibly long.
    static func clientAddress(forwardedFor values: [String]) -> String? {
        guard let last = values.last?.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
              !last.isEmpty, last.count <= 64
        else { return nil }
        return last
    }
}
