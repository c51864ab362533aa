import Hummingbird
import Logging
import ServerHTTP

/// Under `/v1/`, whatever fails outside the routes' own answers (an unknown path or method, a body over
/// the server's limit, an unexpected error) is answered as Google's JSON error object too.
package struct PlacesNewErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    package init() {}

    package static var pathPrefix: String { "/v1/" }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix(Self.pathPrefix) else { return try await next(request, context) }
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return Self.error(for: error, request).response
        } catch {
            if let failure = RequestReadFailure(error) {
                failure.log(to: context.logger, request)
                return PlacesNewError.invalidArgument(failure.reason).response
            }
            context.logger.error("unhandled error", metadata: ["error.type": "\(type(of: error))", "error": "\(error)"])
            return PlacesNewError(status: .internal, message: "Internal error.").response
        }
    }

    private static func error(for error: any HTTPResponseError, _ request: Request) -> PlacesNewError {
        switch error.status {
        case .methodNotAllowed:
            let allowed = (error as? APIError)?.headers[.allow] ?? ""
            return PlacesNewError(
                status: .unimplemented,
                message: "\(request.method.rawValue) is not served at \(request.uri.path.prefix(200)); use \(allowed).",
                headers: allowed.isEmpty ? [:] : [.allow: allowed]
            )
        case .notFound:
            return .notFound("No Places API (New) method is served at \(request.method.rawValue) \(request.uri.path.prefix(200)).")
        case .contentTooLarge:
            return .invalidArgument("The request body is too large.")
        case let status where status.code < 500:
            return .invalidArgument((error as? APIError)?.reason ?? "The request is invalid.")
        default:
            return PlacesNewError(status: .internal, message: "Internal error.")
        }
    }
}
