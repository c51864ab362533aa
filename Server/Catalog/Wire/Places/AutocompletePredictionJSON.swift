import CatalogDomain
import ServerJSON

/// An autocomplete hit as Google's prediction: description, structured formatting, the substrings that
/// matched the input (UTF-16 offsets, as JavaScript clients index strings), terms and types; and, our
/// extension, the place's rating and whether it is open (`AutocompleteHitStanding`).
enum AutocompletePredictionJSON {
    static func make(_ hit: AutocompleteHit, input: String, origin: GeoPoint?, standing: AutocompleteHitStanding? = nil) -> JSONValue {
        let description = [hit.name, hit.vicinity].compactMap { $0 }.joined(separator: ", ")
        let matches = matchedSubstrings(in: description, input: input)
        let mainLength = hit.name.utf16.count
        let substrings: (([(offset: Int, length: Int)]) -> JSONValue) = { ranges in
            .array(ranges.map { .object([(key: "length", value: .int($0.length)), (key: "offset", value: .int($0.offset))]) })
        }
        return .object(dropping: [
            ("description", .string(description)),
            ("distance_meters", origin.map { .int(Int($0.distance(to: hit.location).rounded())) }),
            ("foodybite_open_now", standing?.isOpen.map { .bool($0) }),
            ("foodybite_rating", standing?.rating.map { .double($0) }),
            ("foodybite_user_ratings_total", standing?.rating == nil ? nil : standing.map { .int($0.ratingsTotal) }),
            ("matched_substrings", substrings(matches)),
            ("place_id", .string(hit.placeID)),
            ("reference", .string(hit.placeID)),
            ("structured_formatting", .object(dropping: [
                ("main_text", .string(hit.name)),
                ("main_text_matched_substrings", substrings(matches.filter { $0.offset + $0.length <= mainLength })),
                ("secondary_text", hit.vicinity.map { .string($0) }),
            ])),
            ("terms", .array(terms(of: description).map {
                .object([(key: "offset", value: .int($0.offset)), (key: "value", value: .string($0.value))])
            })),
            ("types", PlaceTypes.restaurantJSON),
        ])
    }

    /// Each input word's first match at the start of a word, sorted by offset.
    static func matchedSubstrings(in description: String, input: String) -> [(offset: Int, length: Int)] {
        let text = FoldedText(description)
        var ranges: [(offset: Int, length: Int)] = []
        for word in CatalogSearchPattern.words(in: input) {
            var from = 0
            while let match = text.wordPrefixMatch(of: word, from: from) {
                if !ranges.contains(where: { $0.offset == match.offset }) {
                    ranges.append(match)
                    break
                }
                from = match.offset + 1
            }
        }
        return ranges.sorted { $0.offset < $1.offset }
    }

    /// The description cut at ", ", with each part's UTF-16 offset.
    static func terms(of description: String) -> [(offset: Int, value: String)] {
        var terms: [(offset: Int, value: String)] = []
        var offset = 0
        for part in description.components(separatedBy: ", ") {
            terms.append((offset, part))
            offset += part.utf16.count + 2
        }
        return terms
    }
}
