import HTTPTypes
import Hummingbird
import ServerJSON

/// A Places API (New) request answered with Google's error object:
/// `{"error": {"code": 400, "message": "...", "status": "INVALID_ARGUMENT", "details": [...]}}`.
package struct PlacesNewError: Error, Sendable {
    package let status: PlacesNewStatus
    package let message: String
    package var details: [JSONValue] = []
    /// The HTTP status when it is not the one Google's status travels with (415 for a body that is not JSON).
    package var httpStatus: HTTPResponse.Status? = nil
    /// Sent with the error (`Allow` on a 405).
    package var headers: HTTPFields = [:]

    /// The HTTP status sent, also the body's `code`.
    package var code: HTTPResponse.Status { httpStatus ?? status.httpStatus }

    package static func invalidArgument(_ message: String) -> PlacesNewError {
        PlacesNewError(status: .invalidArgument, message: message)
    }

    package static func notFound(_ message: String) -> PlacesNewError {
        PlacesNewError(status: .notFound, message: message)
    }

    package static let missingKey = PlacesNewError(status: .permissionDenied, message: "The request is missing a valid API key.")

    package static let invalidKey = PlacesNewError(
        status: .invalidArgument,
        message: "API key not valid. Please pass a valid API key.",
        details: [.object([
            (key: "@type", value: .string("type.googleapis.com/google.rpc.ErrorInfo")),
            (key: "reason", value: .string("API_KEY_INVALID")),
            (key: "domain", value: .string("googleapis.com")),
            (key: "metadata", value: .object([(key: "service", value: .string("places.googleapis.com"))])),
        ])]
    )

    package static let missingFieldMask = invalidArgument(
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. "
            + "As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' to have the response only include the display name."
    )

    package static let catalogUnavailable = PlacesNewError(status: .unavailable, message: "The catalog could not be read; try again.")

    package var body: JSONValue {
        .object([(key: "error", value: .object(dropping: [
            ("code", .int(Int(code.code))),
            ("message", .string(message)),
            ("status", .string(status.rawValue)),
            ("details", details.isEmpty ? nil : .array(details)),
        ]))])
    }

    package var response: Response {
        var response = PlacesNewResponse.make(body, status: code)
        for field in headers { response.headers.append(field) }
        return response
    }
}
