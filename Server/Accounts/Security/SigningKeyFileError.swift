import Foundation

enum SigningKeyFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case tooShort(path: String, byteCount: Int, minimum: Int)
    case notWritable(path: String, errno: Int32)

    var description: String {
        switch self {
        case let .unreadable(path):
            "The token signing key \(path) cannot be read. Make it readable by this user only (chmod 600), restore it from a backup, or delete it to have a new key generated (every session ends)."
        case let .tooShort(path, byteCount, minimum):
            "The token signing key \(path) holds \(byteCount) bytes; at least \(minimum) are needed. Remove the file to have a new key generated (every session ends)."
        case let .notWritable(path, code):
            "The token signing key \(path) cannot be created (\(String(cString: strerror(code)))). Make its directory writable by this user, or choose another data directory with --data-dir."
        }
    }
}
