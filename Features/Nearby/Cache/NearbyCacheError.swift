import Shared

public enum NearbyCacheError: Error, Equatable {
    case nothingCached
}

extension NearbyCacheError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        UserFacingMessage("Nothing is cached for this search.", exitStatus: .unavailable)
    }
}
