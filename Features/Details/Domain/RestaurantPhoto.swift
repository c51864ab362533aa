import Foundation

public struct RestaurantPhoto: Sendable, Equatable {
    public let data: Data
    /// As served, e.g. `image/jpeg`.
    public let contentType: String

    public init(data: Data, contentType: String) {
        self.data = data
        self.contentType = contentType
    }
}
