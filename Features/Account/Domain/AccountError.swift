public enum AccountError: Error, Equatable, Sendable {
    case wrongCurrentPassword
    case emailAlreadyRegistered(reason: String?)
}
