/// A Places request answered with a status other than OK, and the `error_message` Google would give.
struct PlacesRequestError: Error, Sendable, Equatable {
    let status: PlacesStatus
    let message: String?

    static func invalid(_ message: String) -> PlacesRequestError {
        PlacesRequestError(status: .invalidRequest, message: "Invalid request. \(message)")
    }

    static func missing(_ parameter: String) -> PlacesRequestError {
        invalid("Missing the '\(parameter)' parameter.")
    }

    static func invalidParameter(_ parameter: String, _ rule: String) -> PlacesRequestError {
        invalid("Invalid '\(parameter)' parameter: \(rule)")
    }
}
