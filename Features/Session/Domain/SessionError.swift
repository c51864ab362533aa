public enum SessionError: Error, Equatable, Sendable {
    case invalidCredentials
    case emailAlreadyRegistered(reason: String?)
    case tooManyAttempts(reason: String?)
}
