import ServerJSON

/// Details' `fields`: a comma list of field names, a slash selecting a sub-field
/// (`name,geometry/location,opening_hours/open_now`). The answer keeps only what was asked for.
struct PlaceFieldMask: Sendable, Equatable {
    /// Every field name Google's Place Details accepts (the catalog fills those it has), and this server's.
    static let knownFields: Set<String> = [
        "address_components", "adr_address", "business_status", "formatted_address", "geometry", "icon",
        "icon_mask_base_uri", "icon_background_color", "name", "permanently_closed", "photos", "place_id", "plus_code",
        "types", "url", "utc_offset", "vicinity", "wheelchair_accessible_entrance", "current_opening_hours",
        "formatted_phone_number", "international_phone_number", "opening_hours", "secondary_opening_hours", "website",
        "price_level", "rating", "reviews", "user_ratings_total", "curbside_pickup", "delivery", "dine_in",
        "editorial_summary", "reservable", "serves_beer", "serves_breakfast", "serves_brunch", "serves_dinner",
        "serves_lunch", "serves_vegetarian_food", "serves_wine", "takeout",
        // This server's extension: the cuisines as OpenStreetMap names them.
        "foodybite_cuisines",
    ]

    /// Singular names Google accepts for the same fields.
    static let aliases = ["photo": "photos", "type": "types", "address_component": "address_components"]

    /// Selected paths, each a field and its sub-fields.
    let paths: [[String]]

    /// nil when no `fields` was given (everything is answered).
    static func parse(_ text: String?) throws(PlacesRequestError) -> PlaceFieldMask? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        var paths: [[String]] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: true) {
            var path = item.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = path.first, !path.contains(where: \.isEmpty) else {
                throw PlacesRequestError(status: .invalidRequest, message: "Error while parsing 'fields' parameter: Unsupported field name '\(item)'. ")
            }
            path[0] = aliases[first] ?? first
            guard knownFields.contains(path[0]) else {
                throw PlacesRequestError(status: .invalidRequest, message: "Error while parsing 'fields' parameter: Unsupported field name '\(first)'. ")
            }
            paths.append(path)
        }
        return paths.isEmpty ? nil : PlaceFieldMask(paths: paths)
    }

    /// The value with only the selected members; arrays of objects are selected element by element.
    func apply(to value: JSONValue) -> JSONValue {
        value.selecting(paths)
    }
}
