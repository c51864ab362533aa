import GRDB
import Hummingbird
import PostgresNIO

/// The one place where storage failures become answers: a database busy with another process's writes, a
/// PostgreSQL database that cannot be reached, or a full disk (reported too) is a 503 with `Retry-After`
/// (a JSON error like the others), whichever route wrote; any other database failure is reported (logged at error level) and
/// answered as a 500 that reveals nothing.
struct StorageErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let reporter: any StorageErrorReporting

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            if let busy = StorageBusyError(recognizing: error) {
                context.logger.warning("database busy", metadata: ["http.path": "\(request.uri.path)"])
                throw busy.apiError
            }
            if let full = StorageFullError(recognizing: error) {
                if !(error is ReportedStorageError) {
                    reporter.report(error, during: "\(request.method.rawValue) \(request.uri.path)")
                }
                throw full.apiError
            }
            if let unavailable = StorageUnavailableError(recognizing: error) {
                context.logger.warning("database unavailable", metadata: ["http.path": "\(request.uri.path)"])
                throw unavailable.apiError
            }
            if error is DatabaseError || error is PSQLError || error is PostgresDecodingError {
                reporter.report(error, during: "\(request.method.rawValue) \(request.uri.path)")
            } else if !(error is ReportedStorageError) {
                throw error
            }
            throw APIError(.internalServerError, "Internal server error.")
        }
    }
}
