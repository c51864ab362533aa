import Foundation

extension DataOrigin {
    /// `"live"` or `"cache"`, as the `--json` documents say it.
    public var sourceName: String {
        switch self {
        case .live: "live"
        case .cache: "cache"
        }
    }

    /// When the cached answer was saved; nil for a live one.
    public var cachedAt: Date? {
        switch self {
        case .live: nil
        case let .cache(savedAt, _): savedAt
        }
    }

    /// "Showing results cached 3 hours ago: <why>" for an answer from the cache; nil for a live one.
    public func cacheNote(showing subject: String, now: Date) -> String? {
        guard case let .cache(savedAt, reason) = self else { return nil }
        let age = "Showing \(subject) cached \(RelativeTimeFormatter.string(for: savedAt, relativeTo: now))"
        return reason.map { "\(age): \($0)" } ?? "\(age)."
    }
}
