import Foundation

/// Where a Places API answers and how to ask it: the HTTP client, the base URL (Google's, or a
/// Foodybite server's, which speaks the same contract) and the API key, if there is one.
public struct PlacesConnection: Sendable {
    public let client: any HTTPClient
    public let baseURL: URL
    public let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    /// Google's own Places hosts (legacy and new), which refuse the fields and parameters only a
    /// Foodybite server knows.
    public static let googleHosts: Set<String> = ["maps.googleapis.com", "places.googleapis.com"]

    /// Whether the requests go to Google itself rather than to a Foodybite server.
    public var isGoogle: Bool {
        baseURL.host.map(Self.googleHosts.contains) ?? false
    }
}
