/// The password rules: at least 8 characters with an upper- and a lower-case letter, a digit and a
/// special character; a confirmation must match.
public enum PasswordValidator {
    public static let minimumLength = 8

    public static func validate(_ password: String) throws(ValidationFailure) {
        guard password.count >= minimumLength else { throw .passwordTooShort(minimum: minimumLength) }
        guard password.contains(where: \.isUppercase) else { throw .passwordMissingUppercaseLetter }
        guard password.contains(where: \.isLowercase) else { throw .passwordMissingLowercaseLetter }
        guard password.contains(where: \.isNumber) else { throw .passwordMissingDigit }
        guard password.contains(where: { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }) else {
            throw .passwordMissingSpecialCharacter
        }
    }

    public static func validate(_ password: String, confirmation: String) throws(ValidationFailure) {
        try validate(password)
        guard password == confirmation else { throw .passwordsDoNotMatch }
    }
}
