import Foundation

/// A JWT-shaped token with the given expiry and a fake signature: enough for code that only reads `exp`.
public func makeUnsignedJWT(expiresAt: Date, subject: String = "user") -> String {
    func base64URL(_ object: [String: Any]) -> String {
        jsonData(object).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
    let header = base64URL(["alg": "HS256", "typ": "JWT"])
    let payload = base64URL(["exp": expiresAt.timeIntervalSince1970, "sub": subject])
    return "\(header).\(payload).signature"
}
