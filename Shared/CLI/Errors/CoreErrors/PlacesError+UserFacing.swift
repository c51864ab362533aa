import Core

extension PlacesError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .requestDenied(message):
            UserFacingMessage(self, hint: Self.hint(forDenial: message))
        case .keyMissing:
            UserFacingMessage(
                "The Places service needs an API key, and GOOGLE_PLACES_API_KEY is not set.",
                hint: "Set GOOGLE_PLACES_API_KEY to a key whose Google Cloud project has \"Places API (New)\" enabled, or use the built-in catalog (no --places-url).",
                exitStatus: ExitStatus(failureKind)
            )
        case .overQueryLimit:
            UserFacingMessage(self, hint: "Try again later, or check the key's quota and billing.")
        case .unknownError:
            UserFacingMessage(self, hint: "Try again in a moment.")
        case .notServed(.new):
            UserFacingMessage(self, hint: Self.chooseASource + " A server that speaks only the legacy Places API works with --places-api legacy.")
        case .notServed(.legacy):
            UserFacingMessage(self, hint: Self.chooseASource + " Without --places-api legacy, Places API (New) is used.")
        case .invalidRequest, .unexpectedStatus, .notFound:
            UserFacingMessage(self)
        }
    }

    private static let chooseASource = "Choose where restaurants come from: --places-url with a server that serves them, GOOGLE_PLACES_API_KEY for Google's, or no --server and no --places-url for the built-in catalog."

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
