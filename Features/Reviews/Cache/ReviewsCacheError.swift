import Shared

public enum ReviewsCacheError: Error, Equatable {
    case nothingCached
}

extension ReviewsCacheError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        UserFacingMessage("No reviews are cached for this.", exitStatus: .unavailable)
    }
}
