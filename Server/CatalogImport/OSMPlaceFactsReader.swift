import CatalogDomain

/// Reads a place's facts from its OSM tags: `amenity`, `diet:*`, `wheelchair`, `takeaway`, `delivery`,
/// `outdoor_seating`, `brand` and `name:<language>`. A value OSM does not define is left unknown.
enum OSMPlaceFactsReader {
    static func facts(_ tags: [String: String]) -> CatalogPlaceFacts {
        var facts = CatalogPlaceFacts(
            kind: tags["amenity"].map(value),
            wheelchair: tags["wheelchair"].flatMap { CatalogPlaceFacts.WheelchairAccess(rawValue: value($0)) },
            takeaway: tags["takeaway"].flatMap(yesOrNo),
            delivery: tags["delivery"].flatMap(yesOrNo),
            outdoorSeating: tags["outdoor_seating"].flatMap(yesOrNo),
            brand: tags["brand"].flatMap { $0.isEmpty ? nil : $0 }
        )
        for (key, text) in tags {
            if key.hasPrefix("diet:"), let offer = CatalogPlaceFacts.DietOffer(rawValue: value(text)) {
                facts.diets[String(key.dropFirst("diet:".count))] = offer
            }
        }
        facts.otherNames = otherNames(tags)
        return facts
    }

    /// `name:<language>` tags, by language.
    static func otherNames(_ tags: [String: String]) -> [String: String] {
        var names: [String: String] = [:]
        for (key, text) in tags where key.hasPrefix("name:") && isLanguageTag(key.dropFirst("name:".count)) && !text.isEmpty {
            names[String(key.dropFirst("name:".count))] = text
        }
        return names
    }

    private static func value(_ text: String) -> String {
        ImportedText.trimmed(text).lowercased()
    }

    /// `yes` and `only` (takeaway only) are yes; `no` is no; anything else is unknown.
    private static func yesOrNo(_ text: String) -> Bool? {
        switch value(text) {
        case "yes", "only": true
        case "no": false
        default: nil
        }
    }

    /// `de`, `zh`, `zh-Hans`, `sr-Latn`: not `name:etymology`, `name:left` and other name keys that are no language.
    private static func isLanguageTag(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
