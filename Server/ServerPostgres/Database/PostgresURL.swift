import Foundation

/// Where the server's PostgreSQL database is: `postgres://USER:PASSWORD@HOST:PORT/DATABASE`
/// (`postgresql://` too), with optional `sslmode` (`disable`, `prefer` — the default —, `require`,
/// `verify-full`) and `schema` (the schema the server's tables live in; default `public`) query
/// parameters. The password is kept for connecting only: `description` masks it, and no error
/// message repeats the text it was parsed from.
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public enum TLSMode: String, Sendable, Equatable {
        case disable
        case prefer
        case require
        case verifyFull = "verify-full"
    }

    public let host: String
    public let port: Int
    public let username: String
    package let password: String?
    public let database: String
    public let tlsMode: TLSMode
    /// The schema holding the server's tables; its own advisory lock and migrations table go with it.
    public let schema: String

    public init(_ text: String) throws {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: text) else { throw PostgresURLError.notAURL }
        guard let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme) else {
            throw PostgresURLError.unsupportedScheme
        }
        guard let host = components.host, !host.isEmpty else { throw PostgresURLError.missingHost }
        guard let username = components.user.flatMap({ $0.removingPercentEncoding }), !username.isEmpty else {
            throw PostgresURLError.missingUser
        }
        let database = String(components.path.drop(while: { $0 == "/" })).removingPercentEncoding ?? ""
        guard !database.isEmpty, !database.contains("/") else { throw PostgresURLError.missingDatabase }
        if let port = components.port, !(1...65_535).contains(port) { throw PostgresURLError.invalidPort }
        var tlsMode = TLSMode.prefer
        var schema = "public"
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let value = item.value, let mode = TLSMode(rawValue: value) else { throw PostgresURLError.invalidSSLMode }
                tlsMode = mode
            case "schema":
                guard let value = item.value, Self.isPlainIdentifier(value) else { throw PostgresURLError.invalidSchema }
                schema = value
            default:
                throw PostgresURLError.unknownParameter(item.name)
            }
        }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = components.port ?? 5432
        self.username = username
        self.password = components.password.flatMap { $0.removingPercentEncoding ?? $0 }
        self.database = database
        self.tlsMode = tlsMode
        self.schema = schema
    }

    /// The URL with the password masked, safe to print and log.
    public var description: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        var query: [String] = []
        if tlsMode != .prefer { query.append("sslmode=\(tlsMode.rawValue)") }
        if schema != "public" { query.append("schema=\(schema)") }
        let credentials = password == nil ? username : "\(username):***"
        return "postgres://\(credentials)@\(host):\(port)/\(database)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    public var debugDescription: String { description }

    /// Dumps and debuggers show the masked URL, never the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": description])
    }

    /// Lower-case letters, digits and `_`, not starting with a digit: safe to put in SQL as it is.
    package static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.count <= 63, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
