import Foundation

/// scheme://host[:port] of a URL: what messages may name without leaking paths or query secrets.
public enum URLOrigin {
    public static func of(_ url: URL?) -> String {
        guard let url, let scheme = url.scheme, let host = url.host else { return "an unknown address" }
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(port)"
    }
}
