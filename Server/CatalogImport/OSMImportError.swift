/// Why a file could not be imported at all (a bad record is skipped instead).
public enum OSMImportError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notJSON(reason: String)
    case notUTF8(encoding: String, iconvName: String)
    case unsupportedDocument(reason: String)
    case unreadablePBF(reason: String)
    case unknownFormat(firstByte: UInt8)
    case unreadableOSMXML(reason: String)
    case unreadableOSMChange(reason: String)
    case replication(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason)"
        case let .notJSON(reason):
            "the file is not valid JSON (\(reason))"
        case let .notUTF8(encoding, iconvName):
            "the file is \(encoding), not UTF-8 as JSON must be: convert it first, for example with `iconv -f \(iconvName) -t UTF-8 FILE > FILE.utf8.json`"
        case let .unsupportedDocument(reason):
            "the file is neither OSM PBF, OSM XML, a GeoJSON FeatureCollection nor Overpass JSON: \(reason)"
        case let .unreadablePBF(reason):
            "\(reason)"
        case let .unreadableOSMXML(reason):
            "the OSM XML file cannot be read: \(reason)"
        case let .unreadableOSMChange(reason):
            "the osmChange file cannot be read: \(reason)"
        case let .replication(reason):
            "the replication cannot be followed: \(reason)"
        case let .unknownFormat(firstByte):
            "the file is none of the formats the importer reads (OSM PBF, OSM XML, GeoJSON FeatureCollection, Overpass JSON, "
                + "the last three also compressed with bzip2 or gzip): it starts with "
                + (firstByte >= 0x20 && firstByte < 0x7F ? "`\(Character(Unicode.Scalar(firstByte)))`" : String(format: "byte 0x%02X", firstByte))
        }
    }
}
