/// The headers of a Places API (New) request: the key (never in the URL, so never in a log) and the
/// field mask, which decides what Google bills: each command asks for what it shows, never `*`.
public enum PlacesNewHeaders {
    public static let fieldMaskName = "X-Goog-FieldMask"

    public static func make(key: PlacesAPIKey?, fieldMask: [String]) -> [String: String] {
        var headers = [fieldMaskName: fieldMask.joined(separator: ",")]
        if let key {
            headers[PlacesAPIKey.headerName] = key.value
        }
        return headers
    }
}
