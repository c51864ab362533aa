import HTTPTypes
import Hummingbird

/// A failure answered as the Foodybite API's error body: `{"error": true, "reason": "..."}`.
public struct APIError: Error, HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let reason: String
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, _ reason: String, headers: HTTPFields = [:]) {
        self.status = status
        self.reason = reason
        self.headers = headers
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONErrorResponse.make(status: status, reason: reason, headers: headers)
    }

    public static func badRequest(_ reason: String) -> APIError { APIError(.badRequest, reason) }
    public static func unauthorized(_ reason: String = "Missing or invalid access token.") -> APIError { APIError(.unauthorized, reason) }
    /// A valid access token whose session is over (logged out, replaced, expired, account gone).
    public static var sessionEnded: APIError { APIError(.unauthorized, "The session of this access token has ended.") }
    public static func forbidden(_ reason: String) -> APIError { APIError(.forbidden, reason) }
    public static func notFound(_ reason: String) -> APIError { APIError(.notFound, reason) }
    public static func conflict(_ reason: String) -> APIError { APIError(.conflict, reason) }
}
