import Core

extension RemoteStoreError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .unauthorized:
            UserFacingMessage(self, hint: "Log in again with `foodybite session login`.")
        case .rejected, .serverError, .invalidData:
            UserFacingMessage(self)
        }
    }
}
