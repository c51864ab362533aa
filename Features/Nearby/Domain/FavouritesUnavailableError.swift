import Shared

/// `--favourites` asked of a flow that was given no favourites to search.
public struct FavouritesUnavailableError: ClassifiedError, Sendable, Equatable {
    public init() {}

    public var failureKind: FailureKind { .failed }
    public var explanation: String { "Searching among favourites is not available here." }
}
