import Shared

public enum SessionError: Error, Equatable, Sendable {
    case invalidCredentials
    case emailAlreadyRegistered(reason: String?)
    case tooManyAttempts(reason: String?)
}

extension SessionError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .invalidCredentials, .tooManyAttempts: .unauthorised
        case .emailAlreadyRegistered: .invalidData
        }
    }

    public var explanation: String {
        switch self {
        case .invalidCredentials: "The email or password is incorrect."
        case .emailAlreadyRegistered: "An account with this email already exists."
        case let .tooManyAttempts(reason): reason ?? "Too many failed logins for this email."
        }
    }
}
