import Foundation

/// An operator's change to a write rate limit, as `--write-limit` takes it: `NAME=COUNT/WINDOW` (for
/// example `reviews-per-account=100/h`, `signups-per-address=5/10m`), `NAME=off`, or `off` for every limit.
/// Names: reviews-per-account, reviews-per-address, signups-per-address, account-changes-per-account,
/// account-changes-per-address. Windows: a number (default 1) of s, m, h or d.
public enum WriteRateLimitSetting {
    public static let names = [
        "reviews-per-account", "reviews-per-address", "signups-per-address", "account-changes-per-account", "account-changes-per-address",
    ]

    private static func rule(named name: String) -> WritableKeyPath<WriteRateLimitPolicy, WriteRateRule?>? {
        switch name {
        case "reviews-per-account": \.reviewsPerAccount
        case "reviews-per-address": \.reviewsPerAddress
        case "signups-per-address": \.signupsPerAddress
        case "account-changes-per-account": \.accountChangesPerAccount
        case "account-changes-per-address": \.accountChangesPerAddress
        default: nil
        }
    }

    /// `policy` with each setting applied in order; throws a message naming what is wrong.
    public static func applying(_ settings: [String], to policy: WriteRateLimitPolicy) throws -> WriteRateLimitPolicy {
        var policy = policy
        for setting in settings {
            if setting == "off" {
                policy = .unlimited
                continue
            }
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let path = rule(named: parts[0]) else {
                throw WriteRateLimitSettingError(
                    "'\(setting)' is not a write limit: use NAME=COUNT/WINDOW, NAME=off or off, where NAME is one of \(names.joined(separator: ", "))."
                )
            }
            policy[keyPath: path] = try rule(parts[1], of: parts[0])
        }
        return policy
    }

    private static func rule(_ text: String, of name: String) throws -> WriteRateRule? {
        if text == "off" { return nil }
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let limit = Int(parts[0]), (1...1_000_000).contains(limit), let window = seconds(parts[1]) else {
            throw WriteRateLimitSettingError(
                "'\(name)=\(text)' is not a limit: give COUNT/WINDOW with a count from 1 to 1000000 and a window such as 30s, 10m, h or 2d."
            )
        }
        return WriteRateRule(limit: limit, window: window)
    }

    /// "10m" → 600; "h" → 3600; up to 30 days.
    private static func seconds(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        guard let unitCharacter = text.last, let unit = units[unitCharacter] else { return nil }
        let countText = text.dropLast()
        guard let count = countText.isEmpty ? 1 : Int(countText), count > 0 else { return nil }
        let total = TimeInterval(count) * unit
        return total <= 30 * 86_400 ? total : nil
    }
}
