import HTTPTypes
import Hummingbird

/// Turns the router's 404 for a path it serves with other methods into a 405 with `Allow`. Added after
/// every route, so it only wraps the router's not-found answer.
package struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    package let routes: RouteTable

    package init(routes: RouteTable) {
        self.routes = routes
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let allowed = routes.methods(forPath: request.uri.path) else { throw error }
            let list = allowed.map(\.rawValue).joined(separator: ", ")
            throw APIError(
                .methodNotAllowed,
                "\(request.method.rawValue) is not served at this path; use \(list).",
                headers: [.allow: list]
            )
        }
    }
}
