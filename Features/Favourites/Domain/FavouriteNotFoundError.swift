import Shared

/// No favourite has the restaurant id a person gave.
public struct FavouriteNotFoundError: ClassifiedError, Sendable, Equatable {
    public let restaurantID: String

    public init(restaurantID: String) {
        self.restaurantID = restaurantID
    }

    public var failureKind: FailureKind { .invalidData }
    public var explanation: String { "No favourite has the id \(restaurantID)." }
}
