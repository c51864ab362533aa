import Foundation

/// An email address of the usual `local@domain.tld` form.
public enum EmailValidator {
    public static func validate(_ email: String) throws(ValidationFailure) -> String {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.wholeMatch(of: /[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}/) != nil else {
            throw .invalidEmail(trimmed)
        }
        return trimmed
    }
}
