/// Why a database URL was refused. The messages never repeat the URL: it may hold a password.
public enum PostgresURLError: Error, Equatable, CustomStringConvertible {
    case notAURL
    case unsupportedScheme
    case missingHost
    case missingUser
    case missingDatabase
    case invalidPort
    case invalidSSLMode
    case invalidSchema
    case unknownParameter(String)

    public var description: String {
        let form = "postgres://USER:PASSWORD@HOST:PORT/DATABASE"
        switch self {
        case .notAURL: return "The database URL is not a URL; expected \(form)."
        case .unsupportedScheme: return "The database URL must start with postgres:// or postgresql:// (\(form))."
        case .missingHost: return "The database URL names no host (\(form))."
        case .missingUser: return "The database URL names no user (\(form))."
        case .missingDatabase: return "The database URL names no database after the host (\(form))."
        case .invalidPort: return "The database URL's port must be between 1 and 65535."
        case .invalidSSLMode: return "The database URL's sslmode must be disable, prefer, require or verify-full."
        case .invalidSchema: return "The database URL's schema must be lower-case letters, digits and _, not starting with a digit."
        case let .unknownParameter(name):
            return "The database URL's parameter '\(name.prefix(40))' is not supported (only sslmode and schema are)."
        }
    }
}
