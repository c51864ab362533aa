import Foundation

/// A display name: at least three characters once surrounding spaces are removed.
public enum NameValidator {
    public static let minimumLength = 3

    public static func validate(_ name: String) throws(ValidationFailure) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= minimumLength else { throw .nameTooShort(minimum: minimumLength) }
        return trimmed
    }
}
