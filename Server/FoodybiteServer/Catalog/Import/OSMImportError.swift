/// Why a file could not be imported at all (a bad record is skipped instead).
public enum OSMImportError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notJSON(reason: String)
    case unsupportedDocument(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason)"
        case let .notJSON(reason):
            "the file is not valid JSON (\(reason))"
        case let .unsupportedDocument(reason):
            "the file is neither a GeoJSON FeatureCollection nor Overpass JSON: \(reason)"
        }
    }
}
