import CatalogDomain
import ServerJSON


/// The body of POST /v1/places:autocomplete (Autocomplete (New)), validated by Google's rules.
/// `languageCode`, `regionCode`, `includedRegionCodes`, `sessionToken` and
/// `includeQueryPredictions` are accepted and ignored.
struct AutocompletePlacesRequest: Decodable, Sendable {
    struct Area: Decodable, Sendable {
        struct Rectangle: Decodable, Sendable {
            let low: PlacesNewLatLng?
            let high: PlacesNewLatLng?
        }

        let circle: PlacesNewCircle?
        let rectangle: Rectangle?
    }

    enum Parsed: Sendable, Equatable {
        case search(AutocompleteQuery, origin: GeoPoint?)
        /// Valid, but only for types no catalog restaurant has.
        case otherTypes
    }

    /// Google's `inputOffset` is an int32.
    static let maximumInputOffset = Int(Int32.max)

    /// More than Google's 5, so that a client's `--limit` up to 20 works.
    static let maximumSuggestions = 20

    let input: String?
    let inputOffset: Int?
    let locationBias: Area?
    let locationRestriction: Area?
    let origin: PlacesNewLatLng?
    let includedPrimaryTypes: [String]?
    let includedRegionCodes: [String]?
    let languageCode: String?
    let regionCode: String?
    let sessionToken: String?
    let includeQueryPredictions: Bool?

    func parse() throws(PlacesNewError) -> Parsed {
        guard var text = input, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidArgument("'input' is required: the text to search for.")
        }
        guard text.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
            throw .invalidArgument("Invalid 'input': it must be at most \(PlacesTextLimits.maximumLength) characters long.")
        }
        try TextRule.singleLine.checkField(text, "input")
        if let inputOffset {
            guard (0...Self.maximumInputOffset).contains(inputOffset) else {
                throw .invalidArgument("Invalid 'inputOffset': it must be from 0 to \(Self.maximumInputOffset).")
            }
            // Only the input up to the cursor is considered.
            text = String(text.prefix(inputOffset))
        }
        guard locationBias == nil || locationRestriction == nil else {
            throw .invalidArgument("Give either 'locationBias' or 'locationRestriction', not both.")
        }
        let field = locationRestriction != nil ? "locationRestriction" : "locationBias"
        var area: (center: GeoPoint, radius: Double)?
        if let given = locationRestriction ?? locationBias {
            guard given.rectangle == nil else {
                throw .invalidArgument("'\(field).rectangle' is not supported by this server; give '\(field).circle'.")
            }
            guard let circle = given.circle else { throw .invalidArgument("'\(field).circle' is required.") }
            area = try circle.area("\(field).circle")
        }
        let originPoint = try origin.map { point throws(PlacesNewError) in try point.point("origin") }
        if let types = includedPrimaryTypes, !types.isEmpty, !types.contains(where: PlaceTypes.isRestaurantType) {
            return .otherTypes
        }
        let query = AutocompleteQuery(
            input: text,
            // Without an area, the origin (where the user is) is the best bias there is.
            location: area?.center ?? originPoint,
            radius: area?.radius,
            strictBounds: locationRestriction != nil,
            limit: Self.maximumSuggestions
        )
        return .search(query, origin: originPoint)
    }
}
