import Foundation

/// Hides secrets that travel in URLs (the Places API key) before a URL is shown anywhere.
public enum SecretMasking {
    public static let secretQueryNames: Set<String> = ["key", "access_token", "token", "password"]

    public static func masked(_ url: URL?) -> String {
        guard let url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return URLOrigin.of(url) }
        if components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
        }
        if let query = components.percentEncodedQuery {
            components.percentEncodedQuery = query.split(separator: "&").map { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                return secretQueryNames.contains(name.lowercased()) ? "\(name)=***" : String(pair)
            }.joined(separator: "&")
        }
        return components.string ?? URLOrigin.of(url)
    }
}
