/// Why an OSM PBF file cannot be read: the import stops and says so (a PBF file is read whole or not at all).
enum PBFError: Error, Equatable {
    case malformed(String)
    case truncated(String)
    case unsupported(String)

    var reason: String {
        switch self {
        case let .malformed(detail): "the PBF data is damaged: \(detail)"
        case let .truncated(detail): "the PBF file ends early: \(detail)"
        case let .unsupported(detail): "this PBF file needs what the importer does not read: \(detail)"
        }
    }
}
