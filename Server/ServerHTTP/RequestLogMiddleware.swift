import Hummingbird
import Logging

/// One structured log line per request: method, path (never the query, which may hold a key),
/// status and duration.
package struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        context.logger.info(
            "request",
            metadata: [
                "http.method": "\(request.method.rawValue)",
                "http.path": "\(request.uri.path)",
                "http.status": "\(response.status.code)",
                "duration_ms": "\(Int(milliseconds.rounded()))",
            ]
        )
        return response
    }
}
