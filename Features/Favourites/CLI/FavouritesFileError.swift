import Shared

/// An export that cannot be written, or a file to import that cannot be read or is no export.
enum FavouritesFileError: ClassifiedError, Equatable {
    case cannotRead(String, reason: String)
    case tooLarge(String, limit: Int)
    case notAnExport(String, reason: String)
    case cannotWrite(String, reason: String)

    var failureKind: FailureKind {
        switch self {
        case .cannotRead, .cannotWrite: .failed
        case .tooLarge, .notAnExport: .invalidData
        }
    }

    var explanation: String {
        switch self {
        case let .cannotRead(source, reason): "Cannot read \(source): \(reason). Nothing was imported."
        case let .tooLarge(source, limit): "\(source) is larger than \(limit / 1_048_576) MB, more than any favourites export. Nothing was imported."
        case let .notAnExport(source, reason): "\(source) is no favourites export: \(reason). Nothing was imported."
        case let .cannotWrite(path, reason): "Cannot write \(path): \(reason)."
        }
    }
}
