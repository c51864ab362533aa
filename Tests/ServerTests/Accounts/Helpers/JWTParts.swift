import Foundation

/// The claims of a JWT, read without checking its signature (what a client sees in a token).
func jwtClaims(_ token: String?) -> [String: Any]? {
    jwtPart(token, at: 1)
}

func jwtHeader(_ token: String?) -> [String: Any]? {
    jwtPart(token, at: 0)
}

private func jwtPart(_ token: String?, at index: Int) -> [String: Any]? {
    guard let parts = token?.split(separator: "."), parts.count == 3 else { return nil }
    var base64 = parts[index].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
}
