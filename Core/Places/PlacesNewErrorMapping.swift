import Foundation

/// Turns a failed Places API (New) answer into the error the legacy API's status would have given, so
/// both generations fail alike: a refused key → `requestDenied` (or `keyMissing` when none was sent),
/// quota → `overQueryLimit`, a bad argument → `invalidRequest` with Google's message, 5xx →
/// `unknownError`.
enum PlacesNewErrorMapping {
    static func error(httpStatus: Int, body: Data, keyWasSent: Bool) -> any Error {
        guard let content = try? JSONDecoder().decode(PlacesNewErrorBody.self, from: body).error else {
            return errorWithoutGoogleBody(httpStatus: httpStatus)
        }
        let message = content.message?.trimmingCharacters(in: .whitespacesAndNewlines)
        let denied: PlacesError = keyWasSent ? .requestDenied(message) : .keyMissing
        switch content.status {
        case "PERMISSION_DENIED", "UNAUTHENTICATED":
            return denied
        case "INVALID_ARGUMENT":
            let reasons = content.details?.elements.compactMap(\.reason) ?? []
            let refusesKey = reasons.contains("API_KEY_INVALID") || message?.lowercased().contains("api key not valid") == true
            return refusesKey ? denied : PlacesError.invalidRequest(message)
        case "RESOURCE_EXHAUSTED":
            return PlacesError.overQueryLimit(message)
        case "NOT_FOUND":
            return PlacesError.notFound(message)
        default:
            switch httpStatus {
            case 401, 403: return denied
            case 404: return PlacesError.notFound(message)
            case 429: return PlacesError.overQueryLimit(message)
            case 500..<600: return PlacesError.unknownError(message)
            default: return PlacesError.invalidRequest(message)
            }
        }
    }

    /// Not Google's error object: a server that does not speak this API, or something in between failing.
    private static func errorWithoutGoogleBody(httpStatus: Int) -> any Error {
        switch httpStatus {
        case 404, 405: PlacesError.notServed(.new)
        case 500..<600: RemoteStoreError.serverError(status: httpStatus, reason: nil)
        default: RemoteStoreError.rejected(status: httpStatus, reason: nil)
        }
    }
}
