import Hummingbird

/// Refuses a request whose declared body exceeds the largest any route accepts, before reading it.
/// Routes enforce their own (smaller) limits while reading.
package struct BodySizeLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    package let maximum: Int

    package init(maximum: Int) {
        self.maximum = maximum
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > maximum {
            throw APIError(.contentTooLarge, "The request body is too large (at most \(maximum) bytes).")
        }
        return try await next(request, context)
    }
}
