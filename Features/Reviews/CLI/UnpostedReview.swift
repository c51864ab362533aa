import Shared

/// A review typed at the interactive prompt that the server refused for want of a session (it ended
/// while the review was being written): it carries the stars and text, so that the review is posted
/// once the person has logged in again instead of being typed anew.
public struct UnpostedReview: Error, ClassifiedError, Equatable {
    public let restaurantID: String
    public let stars: Int
    public let text: String
    public let reason: FailureMessage

    public init(restaurantID: String, stars: Int, text: String, reason: FailureMessage) {
        self.restaurantID = restaurantID
        self.stars = stars
        self.text = text
        self.reason = reason
    }

    public var failureKind: FailureKind { reason.failureKind }
    public var explanation: String { reason.explanation }
}
