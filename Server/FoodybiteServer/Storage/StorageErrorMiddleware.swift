import Hummingbird

/// The one place where storage failures become answers: a database busy with another process's writes is
/// a 503 with `Retry-After` (a JSON error like the others), whichever route wrote.
struct StorageErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            guard let busy = StorageBusyError(recognizing: error) else { throw error }
            context.logger.warning("database busy", metadata: ["http.path": "\(request.uri.path)"])
            throw busy.apiError
        }
    }
}
