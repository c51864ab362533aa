/// Why a file could not be imported at all (a bad record is skipped instead).
public enum OSMImportError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notJSON(reason: String)
    case unsupportedDocument(reason: String)
    case tooLarge(path: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason)"
        case let .notJSON(reason):
            "the file is not valid JSON (\(reason))"
        case let .unsupportedDocument(reason):
            "the file is neither a GeoJSON FeatureCollection nor Overpass JSON: \(reason)"
        case let .tooLarge(path, bytes, limit):
            "\(path) has \(bytes / 1_048_576) MB; at most \(limit / 1_048_576) MB are read at once (split the extract by area)"
        }
    }
}
