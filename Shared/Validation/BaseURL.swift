import Foundation

/// Parses the base URL of a server a person typed: http or https with a host, no query.
public enum BaseURL {
    public static func parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil,
              let url = components.url
        else { return nil }
        return url
    }
}
