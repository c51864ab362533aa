import Shared

public enum DetailsCacheError: Error, Equatable {
    case nothingCached(id: String)
}

extension DetailsCacheError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .nothingCached(id): UserFacingMessage("Nothing is cached for restaurant \(id).", exitStatus: .unavailable)
        }
    }
}
