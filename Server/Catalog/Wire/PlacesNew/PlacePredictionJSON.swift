import CatalogDomain
import ServerJSON

/// An autocomplete hit as Autocomplete (New)'s `placePrediction`, matched substrings as UTF-16
/// offsets (the legacy prediction's matching, `AutocompletePredictionJSON`).
enum PlacePredictionJSON {
    static func suggestion(_ hit: AutocompleteHit, input: String, origin: GeoPoint?, standing: AutocompleteHitStanding? = nil) -> JSONValue {
        let description = [hit.name, hit.vicinity].compactMap { $0 }.joined(separator: ", ")
        let ranges = AutocompletePredictionJSON.matchedSubstrings(in: description, input: input)
        let mainLength = hit.name.utf16.count
        let prediction = JSONValue.object(dropping: [
            ("place", .string("places/\(hit.placeID)")),
            ("placeId", .string(hit.placeID)),
            ("text", .object([(key: "text", value: .string(description)), (key: "matches", value: matches(ranges))])),
            ("structuredFormat", .object(dropping: [
                ("mainText", .object([
                    (key: "text", value: .string(hit.name)),
                    (key: "matches", value: matches(ranges.filter { $0.offset + $0.length <= mainLength })),
                ])),
                ("secondaryText", hit.vicinity.map { .object([(key: "text", value: .string($0))]) }),
            ])),
            ("types", PlaceTypes.restaurantJSON),
            ("distanceMeters", origin.map { .int(Int($0.distance(to: hit.location).rounded())) }),
            ("foodybiteRating", standing?.rating.map { .double($0) }),
            ("foodybiteUserRatingCount", standing?.rating == nil ? nil : standing.map { .int($0.ratingsTotal) }),
            ("foodybiteOpenNow", standing?.isOpen.map { .bool($0) }),
        ])
        return .object([(key: "placePrediction", value: prediction)])
    }

    /// Google's StringRange: `startOffset` left out when it is 0, as proto3 leaves defaults out.
    private static func matches(_ ranges: [(offset: Int, length: Int)]) -> JSONValue {
        .array(ranges.map { range in
            .object(dropping: [
                ("startOffset", range.offset == 0 ? nil : .int(range.offset)),
                ("endOffset", .int(range.offset + range.length)),
            ])
        })
    }
}
