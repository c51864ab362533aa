import Foundation

/// The one media type JSON request bodies may have: `application/json`, with no parameter other than
/// a UTF-8 `charset` (JSON is UTF-8). Anything else is answered 415 before the body is decoded.
enum JSONMediaType {
    enum Verdict: Equatable {
        case json
        /// No `Content-Type` at all: acceptable only for an empty body.
        case missing
        case unsupported
    }

    static func verdict(for contentType: String?) -> Verdict {
        guard let contentType else { return .missing }
        let parts = contentType.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts[0].lowercased() == "application/json" else { return .unsupported }
        for parameter in parts.dropFirst() where !parameter.isEmpty {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { return .unsupported }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
            guard value == "utf-8" || value == "utf8" else { return .unsupported }
        }
        return .json
    }

    static let reason = "The request body must be JSON (Content-Type: application/json)."
}
