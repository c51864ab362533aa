import Shared

public enum TokenStoreError: Error, Equatable {
    case unreadable(path: String)
    case cannotWrite(path: String)
}

extension TokenStoreError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .unreadable(path):
            UserFacingMessage("The credentials file \(path) is damaged.", hint: "Log in again with `foodybite session login`.", exitStatus: .noPermission)
        case let .cannotWrite(path):
            UserFacingMessage("Cannot write the credentials file \(path).", hint: "Check the folder's permissions or choose another with --data-dir.", exitStatus: .failure)
        }
    }
}
