import HTTPTypes

/// The `status` of a Places API (New) error (Google's RPC codes) and the HTTP status it travels with.
package enum PlacesNewStatus: String, Sendable {
    case invalidArgument = "INVALID_ARGUMENT"
    case permissionDenied = "PERMISSION_DENIED"
    case notFound = "NOT_FOUND"
    case `internal` = "INTERNAL"
    /// The path exists but not with this HTTP method: sent as 405 with `Allow`, as HTTP expects (gRPC
    /// would send 501).
    case unimplemented = "UNIMPLEMENTED"
    case unavailable = "UNAVAILABLE"

    package var httpStatus: HTTPResponse.Status {
        switch self {
        case .invalidArgument: .badRequest
        case .permissionDenied: .forbidden
        case .notFound: .notFound
        case .internal: .internalServerError
        case .unimplemented: .methodNotAllowed
        case .unavailable: .serviceUnavailable
        }
    }
}
