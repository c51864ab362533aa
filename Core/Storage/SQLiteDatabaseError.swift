import Shared

public enum SQLiteDatabaseError: Error, Equatable {
    /// Not a SQLite file, or a SQLite file whose pages are damaged.
    case damaged
    /// A SQLite file that some other program made.
    case foreign
    /// A file migrated by a newer Foodybite: left alone rather than damaged.
    case madeByNewerVersion(path: String)
    /// The file or its folder cannot be created, opened or written (permissions, a file where a folder
    /// should be, a full disk).
    case cannotOpen(path: String, reason: String)

    var isRecoverableByMovingAside: Bool {
        self == .damaged || self == .foreign
    }

    var shortExplanation: String {
        switch self {
        case .damaged: "was damaged"
        case .foreign: "belongs to another program"
        case .madeByNewerVersion: "was made by a newer Foodybite"
        case .cannotOpen: "cannot be opened"
        }
    }
}

extension SQLiteDatabaseError: ClassifiedError {
    public var failureKind: FailureKind { .invalidData }

    public var explanation: String {
        switch self {
        case let .madeByNewerVersion(path): "\(path) was written by a newer version of Foodybite."
        case let .cannotOpen(path, reason): "Cannot open \(path): \(reason)."
        case .damaged, .foreign: "A local database \(shortExplanation)."
        }
    }
}
