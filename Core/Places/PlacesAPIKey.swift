import Foundation

/// The Places API key, sent as `key=` when there is one. Its description never reveals it.
public struct PlacesAPIKey: Sendable, Equatable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String?) {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        self.value = value
    }

    public var queryItem: URLQueryItem {
        URLQueryItem(name: "key", value: value)
    }

    public var description: String { "PlacesAPIKey(***)" }
}
