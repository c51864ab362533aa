import ServerJSON

/// A Places API (New) field mask: comma-separated paths, dots selecting sub-fields
/// (`places.displayName,places.location`, `regularOpeningHours.openNow`), `*` selecting everything
/// below. The answer keeps only what was selected.
struct PlacesNewFieldMask: Sendable, Equatable {
    /// What the mask's paths start from.
    enum Target: Sendable {
        /// A Place (place details): `displayName`, `regularOpeningHours.openNow` …
        case place
        /// A nearby search's answer: `places.displayName` …
        case searchNearby
        /// A text search's answer: `places.displayName` …, `nextPageToken`
        case searchText
        /// An autocomplete's answer: `suggestions.placePrediction.text` …
        case autocomplete
    }

    /// Every field of Google's Place resource (the catalog fills those it knows).
    static let placeFields: Set<String> = [
        "name", "id", "displayName", "types", "primaryType", "primaryTypeDisplayName", "nationalPhoneNumber",
        "internationalPhoneNumber", "formattedAddress", "shortFormattedAddress", "postalAddress", "addressComponents", "plusCode",
        "location", "viewport", "rating", "googleMapsUri", "googleMapsLinks", "websiteUri", "reviews", "reviewSummary",
        "regularOpeningHours", "currentOpeningHours", "regularSecondaryOpeningHours", "currentSecondaryOpeningHours",
        "utcOffsetMinutes", "timeZone", "photos", "adrFormatAddress", "businessStatus", "priceLevel", "priceRange", "attributions",
        "userRatingCount", "iconMaskBaseUri", "iconBackgroundColor", "takeout", "delivery", "dineIn", "curbsidePickup",
        "reservable", "servesBreakfast", "servesLunch", "servesDinner", "servesBeer", "servesWine", "servesBrunch",
        "servesVegetarianFood", "servesCocktails", "servesDessert", "servesCoffee", "outdoorSeating", "liveMusic",
        "menuForChildren", "goodForChildren", "allowsDogs", "restroom", "goodForGroups", "goodForWatchingSports",
        "paymentOptions", "parkingOptions", "subDestinations", "accessibilityOptions", "fuelOptions", "evChargeOptions",
        "evChargeAmenitySummary", "generativeSummary", "editorialSummary", "containingPlaces", "pureServiceAreaBusiness",
        "addressDescriptor", "neighborhoodSummary", "movedPlace", "movedPlaceId", "consumerAlert",
    ]

    /// This server's extensions to the Place resource (Google's API refuses them in a mask).
    static let extensionPlaceFields: Set<String> = ["foodybiteCuisines"]

    /// Selected paths; an empty path selects everything.
    let paths: [[String]]

    /// nil when no mask was given (or only blanks).
    static func parse(_ text: String?, for target: Target) throws(PlacesNewError) -> PlacesNewFieldMask? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        var paths: [[String]] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            var path = item.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !path.contains(where: \.isEmpty) else { throw unknown(item) }
            if let star = path.firstIndex(of: "*") {
                guard star == path.count - 1 else { throw unknown(item) }
                path.removeLast()
            }
            guard isKnown(path, for: target) else { throw unknown(item) }
            paths.append(path)
        }
        return paths.isEmpty ? nil : PlacesNewFieldMask(paths: paths)
    }

    /// The value with only the selected members; arrays of objects are selected element by element.
    func apply(to value: JSONValue) -> JSONValue {
        value.selecting(paths)
    }

    /// Whether anything at or below `path` is selected.
    func selects(_ path: [String]) -> Bool {
        paths.contains { $0.starts(with: path) || path.starts(with: $0) }
    }

    private static func isKnown(_ path: [String], for target: Target) -> Bool {
        guard let first = path.first else { return true }
        switch target {
        case .place:
            return isPlaceField(first)
        case .searchNearby:
            guard first == "places" else { return first == "routingSummaries" }
            return path.count == 1 || isPlaceField(path[1])
        case .searchText:
            guard first == "places" else { return ["nextPageToken", "routingSummaries", "contextualContents", "searchUri"].contains(first) }
            return path.count == 1 || isPlaceField(path[1])
        case .autocomplete:
            return first == "suggestions"
        }
    }

    private static func isPlaceField(_ name: String) -> Bool {
        placeFields.contains(name) || extensionPlaceFields.contains(name)
    }

    private static func unknown(_ path: String) -> PlacesNewError {
        .invalidArgument("Error expanding 'fields' parameter. Cannot find matching fields for path '\(path.prefix(200))'.")
    }
}
