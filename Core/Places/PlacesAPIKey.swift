import Foundation

/// The Places API key: sent as `key=` to the legacy API and in the `X-Goog-Api-Key` header to the new
/// one. Surrounding white space (a pasted key) is dropped. Its description never reveals it.
public struct PlacesAPIKey: Sendable, Equatable, CustomStringConvertible {
    public static let headerName = "X-Goog-Api-Key"

    public let value: String

    public init?(_ value: String?) {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        self.value = trimmed
    }

    public var queryItem: URLQueryItem {
        URLQueryItem(name: "key", value: value)
    }

    public var description: String { "PlacesAPIKey(***)" }
}
