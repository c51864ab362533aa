import Foundation

/// Where a restaurant can be opened: its website (when it lists one), its page on a map, directions.
public struct RestaurantLinks: Sendable, Equatable {
    public let website: URL?
    public let map: URL
    public let directions: URL

    public init(website: URL?, map: URL, directions: URL) {
        self.website = website
        self.map = map
        self.directions = directions
    }

    /// `text` as a link a browser may be handed: http or https with a host, nothing else (a source
    /// could send `file:` or `javascript:`).
    public static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
