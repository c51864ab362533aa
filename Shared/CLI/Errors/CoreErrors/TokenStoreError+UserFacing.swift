import Core

extension TokenStoreError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .unreadable: UserFacingMessage(self, hint: "Log in again with `foodybite session login`.")
        case .cannotWrite: UserFacingMessage(self, hint: "Check the folder's permissions or choose another with --data-dir.")
        }
    }
}
