/// The `status` every Places JSON answer carries (the HTTP status is 200 even on errors).
public enum PlacesStatus: String, Sendable, Equatable {
    case ok = "OK"
    case zeroResults = "ZERO_RESULTS"
    case notFound = "NOT_FOUND"
    case invalidRequest = "INVALID_REQUEST"
    case overQueryLimit = "OVER_QUERY_LIMIT"
    case requestDenied = "REQUEST_DENIED"
    case unknownError = "UNKNOWN_ERROR"

    /// Checks an answer's status: OK passes; ZERO_RESULTS passes as an empty answer when it means that
    /// for this request; anything else throws the matching `PlacesError`.
    public static func check(_ rawStatus: String, errorMessage: String?) throws -> PlacesStatus {
        guard let status = PlacesStatus(rawValue: rawStatus) else {
            throw PlacesError.unexpectedStatus(rawStatus)
        }
        switch status {
        case .ok, .zeroResults, .notFound:
            return status
        case .invalidRequest:
            throw PlacesError.invalidRequest(errorMessage)
        case .overQueryLimit:
            throw PlacesError.overQueryLimit(errorMessage)
        case .requestDenied:
            throw PlacesError.requestDenied(errorMessage)
        case .unknownError:
            throw PlacesError.unknownError(errorMessage)
        }
    }
}
