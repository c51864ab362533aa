import HTTPTypes
import Hummingbird

/// What Google calls system parameters, as a Places API (New) request carries them: the API key
/// (`X-Goog-Api-Key`, or `key=` in the query) and the field mask (`X-Goog-FieldMask`, or `fields=` /
/// `$fields=` in the query). Headers win over the query.
struct PlacesNewSystemParameters: Sendable {
    let key: String?
    let fieldMask: String?
    let query: PlacesQueryParameters

    init(_ request: Request) {
        let query = PlacesQueryParameters(query: request.uri.query)
        self.query = query
        self.key = request.headers[Self.apiKeyHeader] ?? query["key"]
        self.fieldMask = request.headers[Self.fieldMaskHeader] ?? query["fields"] ?? query["$fields"]
    }

    static let apiKeyHeader = HTTPField.Name("X-Goog-Api-Key")!
    static let fieldMaskHeader = HTTPField.Name("X-Goog-FieldMask")!

    /// Throws Google's error unless the key rule lets the request through.
    func checkKey(_ keyCheck: PlacesAPIKeyCheck) throws(PlacesNewError) {
        switch keyCheck.verdict(for: key) {
        case .accepted: return
        case .missing: throw .missingKey
        case .invalid: throw .invalidKey
        }
    }
}
