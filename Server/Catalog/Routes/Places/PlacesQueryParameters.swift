import Foundation

/// A Places request's query, read as Google reads it: `+` is a space, percent escapes are decoded, the
/// first occurrence of a name wins, and a name without `=` has an empty value.
struct PlacesQueryParameters: Sendable {
    private var values: [String: String] = [:]

    init(query: String?) {
        for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PlacesParameterText.decoded(parts[0])
            let value = parts.count > 1 ? PlacesParameterText.decoded(parts[1]) : ""
            if values[name] == nil { values[name] = value }
        }
    }

    init(_ values: [String: String]) {
        self.values = values
    }

    subscript(name: String) -> String? { values[name] }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// The parameters with these names, as given.
    func values(named names: Set<String>) -> [String: String] {
        values.filter { names.contains($0.key) }
    }

    /// The value with surrounding spaces removed; nil when absent or blank.
    func text(_ name: String) -> String? {
        guard let value = values[name].map({ PlacesParameterText.trimmed($0, newlines: true) }), !value.isEmpty else { return nil }
        return value
    }
}
