import ServerJSON


/// A photo request: the reference and the largest size wanted (1–1600 pixels, at least one bound).
struct PlacePhotoRequest: Sendable, Equatable {
    static let sizeRange = 1...1_600

    let reference: String
    let maxWidth: Int?
    let maxHeight: Int?

    /// The failure message names the parameter at fault.
    static func parse(_ parameters: PlacesQueryParameters) -> Result<PlacePhotoRequest, PhotoError> {
        // `photoreference` is the parameter's older name, still accepted by Google.
        guard let reference = parameters.text("photo_reference") ?? parameters.text("photoreference") else {
            return .failure(PhotoError("Missing the 'photo_reference' parameter."))
        }
        if let violation = TextRule.singleLine.violation(in: reference) {
            return .failure(PhotoError("Invalid 'photo_reference' parameter: it \(violation)."))
        }
        var bounds: [String: Int] = [:]
        for name in ["maxwidth", "maxheight"] where parameters.has(name) {
            guard let text = parameters.text(name), let value = PlacesDecimalText.int(text), sizeRange.contains(value) else {
                return .failure(PhotoError("Invalid '\(name)' parameter: it must be a whole number of pixels from 1 to 1600."))
            }
            bounds[name] = value
        }
        guard !bounds.isEmpty else {
            return .failure(PhotoError("Missing the 'maxwidth' or 'maxheight' parameter: at least one is required."))
        }
        return .success(PlacePhotoRequest(reference: reference, maxWidth: bounds["maxwidth"], maxHeight: bounds["maxheight"]))
    }

    struct PhotoError: Error, Equatable {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
