import Shared

/// A Places answer whose status is an error.
public enum PlacesError: Error, Equatable, Sendable {
    case requestDenied(String?)
    case invalidRequest(String?)
    case overQueryLimit(String?)
    case unknownError(String?)
    case unexpectedStatus(String)
}

extension PlacesError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .requestDenied(message):
            UserFacingMessage(
                "The Places service refused the request" + Self.detail(message),
                hint: Self.hint(forDenial: message),
                exitStatus: .noPermission
            )
        case let .invalidRequest(message):
            UserFacingMessage("The Places service found the request invalid" + Self.detail(message), exitStatus: .failure)
        case let .overQueryLimit(message):
            UserFacingMessage("The Places service's quota is used up" + Self.detail(message), hint: "Try again later, or check the key's quota and billing.", exitStatus: .unavailable)
        case let .unknownError(message):
            UserFacingMessage("The Places service failed" + Self.detail(message), hint: "Try again in a moment.", exitStatus: .unavailable)
        case let .unexpectedStatus(status):
            UserFacingMessage("The Places service answered with an unknown status '\(status)'.", exitStatus: .failure)
        }
    }

    private static func detail(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "." }
        return ": \(message)"
    }

    private static func hint(forDenial message: String?) -> String {
        let text = message?.lowercased() ?? ""
        if text.contains("legacy") {
            return "This Google Cloud project does not have the legacy Places API enabled: enable \"Places API\" for the key's project, or point --places-url at a Foodybite server."
        }
        if text.contains("key") || text.isEmpty {
            return "Check GOOGLE_PLACES_API_KEY: the key must be valid and allowed to use the Places API."
        }
        return "Check that the key may use the Places API from this machine."
    }
}
