import Shared

/// A Places answer that is an error: a legacy `status`, or a Places API (New) error object, mapped to
/// the same cases so that nothing above the API layer knows which API answered.
public enum PlacesError: Error, Equatable, Sendable {
    case requestDenied(String?)
    /// The service wants a key and none is configured.
    case keyMissing
    case invalidRequest(String?)
    case overQueryLimit(String?)
    case unknownError(String?)
    case unexpectedStatus(String)
    /// Places API (New): no such resource (details turns it into "no such restaurant").
    case notFound(String?)
    /// The server answers neither with results nor with a Places error: it does not serve this API.
    case notServed(PlacesAPIGeneration)
}

extension PlacesError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .requestDenied, .keyMissing: .unauthorised
        case .overQueryLimit, .unknownError, .notServed: .unavailable
        case .invalidRequest, .unexpectedStatus, .notFound: .failed
        }
    }

    public var explanation: String {
        switch self {
        case let .requestDenied(message): "The Places service refused the request" + Self.detail(message)
        case .keyMissing: "The Places service needs an API key, and none is set."
        case let .invalidRequest(message): "The Places service found the request invalid" + Self.detail(message)
        case let .overQueryLimit(message): "The Places service's quota is used up" + Self.detail(message)
        case let .unknownError(message): "The Places service failed" + Self.detail(message)
        case let .unexpectedStatus(status): "The Places service answered with an unknown status '\(status)'."
        case let .notFound(message): "The Places service found no such place" + Self.detail(message)
        case .notServed(.new): "This server does not serve restaurants: it has no Places API (New) routes."
        case .notServed(.legacy): "This server does not serve restaurants: it has no legacy Places API routes."
        }
    }

    private static func detail(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "." }
        return ": \(message)"
    }
}
