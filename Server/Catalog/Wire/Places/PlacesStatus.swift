/// The `status` of a Places JSON answer.
enum PlacesStatus: String, Sendable {
    case ok = "OK"
    case zeroResults = "ZERO_RESULTS"
    case invalidRequest = "INVALID_REQUEST"
    case notFound = "NOT_FOUND"
    case requestDenied = "REQUEST_DENIED"
    case unknownError = "UNKNOWN_ERROR"
}
