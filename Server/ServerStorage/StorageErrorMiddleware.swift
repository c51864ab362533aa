import Hummingbird
import ServerHTTP

/// The one place where storage failures become answers: a database busy with another process's writes, a
/// PostgreSQL database that cannot be reached, or a full disk (reported too) is a 503 with `Retry-After`
/// (a JSON error like the others), whichever route wrote; any other database failure is reported (logged at error level) and
/// answered as a 500 that reveals nothing.
package struct StorageErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    package let storage: any StorageMonitoring

    package init(storage: any StorageMonitoring) {
        self.storage = storage
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let operation = "\(request.method.rawValue) \(request.uri.path)"
            switch storage.failure(recognizing: error) {
            case .busy:
                context.logger.warning("database busy", metadata: ["http.path": "\(request.uri.path)"])
                throw StorageBusyError.apiError
            case .full:
                if !(error is ReportedStorageError) {
                    storage.report(error, during: operation)
                }
                throw StorageFullError.apiError
            case let .unavailable(unavailable):
                context.logger.warning("database unavailable", metadata: ["http.path": "\(request.uri.path)"])
                throw unavailable.apiError
            case .unexpected:
                if !(error is ReportedStorageError) {
                    storage.report(error, during: operation)
                }
            case nil:
                guard error is ReportedStorageError else { throw error }
            }
            throw APIError(.internalServerError, "Internal server error.")
        }
    }
}
