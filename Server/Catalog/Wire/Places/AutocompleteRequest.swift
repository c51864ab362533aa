import CatalogDomain
import ServerJSON


/// An autocomplete as its query asks for it, validated by Google's rules.
enum AutocompleteRequest: Sendable, Equatable {
    /// `origin`, when given, is where each prediction's `distance_meters` is measured from.
    case search(AutocompleteQuery, origin: GeoPoint?)
    /// Valid, but only for types the catalog has none of (`geocode`, `(cities)` …).
    case otherTypes

    static func parse(_ parameters: PlacesQueryParameters) throws(PlacesRequestError) -> AutocompleteRequest {
        guard var input = parameters["input"], !input.trimmingCharacters(in: .whitespaces).isEmpty else { throw .missing("input") }
        guard input.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
            throw .invalidParameter("input", "it must be at most \(PlacesTextLimits.maximumLength) characters long.")
        }
        try TextRule.singleLine.checkParameter(input, "input")
        if parameters.has("offset") {
            guard let text = parameters.text("offset"), let offset = PlacesDecimalText.int(text), offset >= 0 else {
                throw .invalidParameter("offset", "it must be a whole number of characters.")
            }
            // Google considers the input up to the cursor only.
            input = String(input.prefix(offset))
        }
        let location = try parameters.text("location").map { text throws(PlacesRequestError) in try PlacesLocationParameter.parse(text) }
        let radius = try parameters.text("radius").map { text throws(PlacesRequestError) in try PlacesLocationParameter.radius(text) }
        let strictBounds = parameters.has("strictbounds")
        if strictBounds, location == nil || radius == nil {
            throw .invalid("'strictbounds' requires both the 'location' and 'radius' parameters.")
        }
        if let types = parameters.text("types") {
            let names = types.split(separator: "|").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard !names.isEmpty, names.allSatisfy(PlaceTypes.isKnown) else {
                throw .invalidParameter("types", "'\(types)' is not a supported type or type collection.")
            }
            if !names.contains(where: PlaceTypes.isRestaurantType) { return .otherTypes }
        }
        let origin = try parameters.text("origin").map { text throws(PlacesRequestError) in try PlacesLocationParameter.parse(text) }
        return .search(AutocompleteQuery(input: input, location: location, radius: radius, strictBounds: strictBounds), origin: origin)
    }
}
