import Foundation

/// Reads the `exp` claim of a JWT access token without verifying it, to refresh before sending a
/// request that would be refused. Tokens that are not JWTs are never considered expired.
public enum AccessTokenExpiry {
    /// True when the token expires within `leeway` of `now`.
    public static func isExpired(_ token: String, at now: Date, leeway: TimeInterval = 10) -> Bool {
        guard let expiry = expirationDate(of: token) else { return false }
        return expiry.timeIntervalSince(now) <= leeway
    }

    public static func expirationDate(of token: String) -> Date? {
        let parts = token.split(separator: ".")
        guard parts.count == 3, let payload = base64URLDecoded(String(parts[1])),
              let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any],
              let exp = object["exp"] as? NSNumber
        else { return nil }
        return Date(timeIntervalSince1970: exp.doubleValue)
    }

    private static func base64URLDecoded(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
