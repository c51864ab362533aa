import Foundation

/// Email rules: well-formed (one `@`, a local part, a dotted domain, no spaces), compared without case.
package enum EmailAddress {
    /// RFC 5321's limit on a forward path.
    package static let maximumLength = 254

    package static func isWellFormed(_ email: String) -> Bool {
        guard email.unicodeScalars.count <= maximumLength,
              !email.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control })
        else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].unicodeScalars.count <= 64 else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
            && !parts[0].hasPrefix(".") && !parts[0].hasSuffix(".") && !parts[0].contains("..")
    }

    /// The form two emails are compared in: `Eve@Example.com` and `eve@example.com` are one account, and
    /// so are the composed and decomposed spellings of `josé@x.com`.
    package static func comparisonKey(_ email: String) -> String {
        email.precomposedStringWithCanonicalMapping.lowercased()
    }
}
