import Shared

/// A Places answer that is an error: a legacy `status`, or a Places API (New) error object, mapped to
/// the same cases so that nothing above the API layer knows which API answered.
public enum PlacesError: Error, Equatable, Sendable {
    case requestDenied(String?)
    /// The service wants a key and GOOGLE_PLACES_API_KEY is not set.
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

extension PlacesError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .requestDenied(message):
            UserFacingMessage(
                "The Places service refused the request" + Self.detail(message),
                hint: Self.hint(forDenial: message),
                exitStatus: .noPermission
            )
        case .keyMissing:
            UserFacingMessage(
                "The Places service needs an API key, and GOOGLE_PLACES_API_KEY is not set.",
                hint: "Set GOOGLE_PLACES_API_KEY to a key whose Google Cloud project has \"Places API (New)\" enabled, or use the built-in catalog (no --places-url).",
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
        case let .notFound(message):
            UserFacingMessage("The Places service found no such place" + Self.detail(message), exitStatus: .failure)
        case .notServed(.new):
            UserFacingMessage(
                "This server does not serve restaurants: it has no Places API (New) routes.",
                hint: Self.chooseASource + " A server that speaks only the legacy Places API works with --places-api legacy.",
                exitStatus: .failure
            )
        case .notServed(.legacy):
            UserFacingMessage(
                "This server does not serve restaurants: it has no legacy Places API routes.",
                hint: Self.chooseASource + " Without --places-api legacy, Places API (New) is used.",
                exitStatus: .failure
            )
        }
    }

    private static let chooseASource = "Choose where restaurants come from: --places-url with a server that serves them, GOOGLE_PLACES_API_KEY for Google's, or no --server and no --places-url for the built-in catalog."

    private static func detail(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "." }
        return ": \(message)"
    }

    private static func hint(forDenial message: String?) -> String {
        let text = message?.lowercased() ?? ""
        if text.contains("legacy") {
            return "Google projects created since March 2025 cannot enable the legacy Places API: drop --places-api legacy (and FOODYBITE_PLACES_API, or \"placesApi\" in config.json) to use Places API (New), Foodybite's default."
        }
        if text.contains("has not been used") || text.contains("is disabled") || text.contains("service_disabled") {
            return "Enable \"Places API (New)\" for the key's Google Cloud project, then try again."
        }
        if text.contains("key") || text.isEmpty {
            return "Check GOOGLE_PLACES_API_KEY: the key must be valid and allowed to use the Places API."
        }
        return "Check that the key may use the Places API from this machine."
    }
}
