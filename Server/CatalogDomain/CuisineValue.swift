/// OpenStreetMap's `cuisine` values as the catalog stores them: lower case, `_` between words
/// (`Middle Eastern` is `middle_eastern`), so that a filter names a value as the import wrote it.
public enum CuisineValue {
    /// The most values a cuisine filter takes, and the longest value.
    public static let maximumCount = 20
    public static let maximumLength = 64

    /// `text` lower-cased, its words (split on spaces and `_`) joined by `_`; nil when nothing is left.
    public static func normalized(_ text: some StringProtocol) -> String? {
        let value = text.lowercased().split { $0 == "_" || $0.isWhitespace }.joined(separator: "_")
        return value.isEmpty ? nil : value
    }

    /// Values a filter may name, normalized and each once, in order; nil when one is longer than
    /// `maximumLength` or holds anything but ASCII letters, digits, `_` and spaces (OpenStreetMap's values
    /// are English words) or no letter or digit at all, or when there are more than `maximumCount`. No
    /// value at all is no filter (`[]`).
    public static func filter(_ texts: [String]) -> [String]? {
        guard texts.count <= maximumCount else { return nil }
        var values: [String] = []
        for text in texts {
            guard text.unicodeScalars.count <= maximumLength, text.unicodeScalars.allSatisfy(isAllowed),
                  let value = normalized(text) else { return nil }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == " ")
    }

    /// Whether a restaurant with these stored cuisines has one of `values`.
    public static func matches(_ cuisines: [String], anyOf values: [String]) -> Bool {
        cuisines.contains { values.contains($0) }
    }

    /// Values as a store's column holds them: separated by `;`.
    public static func storedText(_ values: [String]) -> String {
        values.joined(separator: ";")
    }

    /// The values of a store's column.
    public static func values(storedIn text: String) -> [String] {
        text.split(separator: ";").map(String.init)
    }

    /// A value as the stored `;`-separated text holds it, for a search of `';' || cuisines || ';'`.
    public static func storedPattern(_ value: String) -> String {
        ";\(value);"
    }
}
