import Shared

public struct SearchInput: Sendable, Equatable {
    public let text: String
    public let location: Coordinates?
    public let radius: Int?

    public init(text: String, location: Coordinates? = nil, radius: Int? = nil) {
        self.text = text
        self.location = location
        self.radius = radius
    }
}
