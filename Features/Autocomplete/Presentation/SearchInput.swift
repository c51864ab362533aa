import Shared

public struct SearchInput: Sendable, Equatable {
    public static let defaultLimit = 5
    public static let maximumLimit = 20

    public let text: String
    public let location: Coordinates?
    public let radius: Int?
    /// At most this many predictions.
    public let limit: Int
    /// Favour restaurants around the place of this name instead of your location.
    public let near: String?

    public init(text: String, location: Coordinates? = nil, radius: Int? = nil, limit: Int = defaultLimit, near: String? = nil) {
        self.text = text
        self.location = location
        self.radius = radius
        self.limit = limit
        self.near = near
    }
}
