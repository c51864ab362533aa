import Hummingbird
import Logging

/// Every failure leaves the server as a JSON error body; a request that could not be read is the
/// client's 400; unexpected errors are logged and answered with a 500 that reveals nothing of the
/// server's internals.
package struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return JSONErrorResponse.make(status: error.status, reason: error.reason, headers: error.headers)
        } catch let error as any HTTPResponseError {
            let reason = Self.reason(for: error)
            return JSONErrorResponse.make(status: error.status, reason: reason)
        } catch {
            if let failure = RequestReadFailure(error) {
                failure.log(to: context.logger, request)
                return JSONErrorResponse.make(status: .badRequest, reason: failure.reason)
            }
            context.logger.error("unhandled error", metadata: ["error.type": "\(type(of: error))", "error": "\(error)"])
            return JSONErrorResponse.make(status: .internalServerError, reason: "Internal server error.")
        }
    }

    private static func reason(for error: any HTTPResponseError) -> String {
        if let httpError = error as? HTTPError, let message = httpError.body {
            return message
        }
        switch error.status {
        case .contentTooLarge: return "The request body is too large."
        case .notFound: return "Not found."
        case .methodNotAllowed: return "Method not allowed."
        default: return error.status.reasonPhrase.isEmpty ? "Request failed." : error.status.reasonPhrase + "."
        }
    }
}
