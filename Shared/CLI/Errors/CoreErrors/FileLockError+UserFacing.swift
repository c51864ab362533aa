import Core

extension FileLockError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .cannotOpen: UserFacingMessage(self, hint: "Check the folder's permissions or choose another with --data-dir.")
        case .timedOut: UserFacingMessage(self, hint: "Wait for it to finish, then try again.")
        }
    }
}
