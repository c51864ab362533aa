/// Why a value a person entered was refused, before anything was sent anywhere.
public enum ValidationFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case nameTooShort(minimum: Int)
    case invalidEmail(String)
    case passwordTooShort(minimum: Int)
    case passwordMissingUppercaseLetter
    case passwordMissingLowercaseLetter
    case passwordMissingDigit
    case passwordMissingSpecialCharacter
    case passwordsDoNotMatch
    case emptyPassword

    public var description: String {
        switch self {
        case let .nameTooShort(minimum): "The name must have at least \(minimum) characters."
        case let .invalidEmail(email): "'\(email)' is not a valid email address."
        case let .passwordTooShort(minimum): "The password must have at least \(minimum) characters."
        case .passwordMissingUppercaseLetter: "The password must contain an upper-case letter."
        case .passwordMissingLowercaseLetter: "The password must contain a lower-case letter."
        case .passwordMissingDigit: "The password must contain a digit."
        case .passwordMissingSpecialCharacter: "The password must contain a special character (such as ! or #)."
        case .passwordsDoNotMatch: "The passwords do not match."
        case .emptyPassword: "The password must not be empty."
        }
    }
}

extension ValidationFailure: ClassifiedError {
    /// Refused before anything was sent. Values passed as flags are checked by the commands
    /// themselves; what reaches here was typed at a prompt or piped in.
    public var failureKind: FailureKind { .invalidData }
    public var explanation: String { description }
}
