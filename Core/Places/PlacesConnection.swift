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
}
