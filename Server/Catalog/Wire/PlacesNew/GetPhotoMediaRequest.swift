/// The query of GET /v1/places/{id}/photos/{reference}/media: the largest size wanted (1–4800 pixels,
/// at least one bound) and whether to answer the image's address as JSON instead of redirecting
/// (`skipHttpRedirect`: `true` or `false`, a JSON boolean as written).
struct GetPhotoMediaRequest: Sendable, Equatable {
    static let sizeRange = 1...4_800

    let maxWidthPx: Int?
    let maxHeightPx: Int?
    let skipsRedirect: Bool

    static func parse(_ parameters: PlacesQueryParameters) throws(PlacesNewError) -> GetPhotoMediaRequest {
        var bounds: [String: Int] = [:]
        for name in ["maxWidthPx", "maxHeightPx"] where parameters.has(name) {
            guard let text = parameters.text(name), let value = PlacesDecimalText.int(text), sizeRange.contains(value) else {
                throw .invalidArgument("Invalid '\(name)': it must be a whole number of pixels from 1 to 4800.")
            }
            bounds[name] = value
        }
        guard !bounds.isEmpty else {
            throw .invalidArgument("'maxWidthPx' or 'maxHeightPx' is required: at least one must be given, from 1 to 4800.")
        }
        let skipsRedirect: Bool
        switch parameters["skipHttpRedirect"] {
        case nil, "false": skipsRedirect = false
        case "true": skipsRedirect = true
        default: throw .invalidArgument("Invalid 'skipHttpRedirect': it must be true or false.")
        }
        return GetPhotoMediaRequest(maxWidthPx: bounds["maxWidthPx"], maxHeightPx: bounds["maxHeightPx"], skipsRedirect: skipsRedirect)
    }
}
