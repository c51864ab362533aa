/// What the first bytes of a file say about its text encoding: a UTF-8 byte order mark (skipped), or
/// UTF-16 or UTF-32 (with or without a mark: JSON starts with an ASCII character, so its zero bytes
/// give the width and the order away), which the importer names instead of reading as bytes.
enum TextEncodingSniff: Equatable {
    case utf8(byteOrderMarkLength: Int)
    case other(name: String, iconvName: String)

    static func of(_ start: ArraySlice<UInt8>) -> TextEncodingSniff {
        let bytes = Array(start.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - start.count))
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0xEF, 0xBB, 0xBF, _): return .utf8(byteOrderMarkLength: 3)
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x01...0x7F): return .other(name: "UTF-32 (big-endian)", iconvName: "UTF-32BE")
        case (0xFF, 0xFE, 0x00, 0x00), (0x01...0x7F, 0x00, 0x00, 0x00): return .other(name: "UTF-32 (little-endian)", iconvName: "UTF-32LE")
        case (0xFE, 0xFF, _, _), (0x00, 0x01...0x7F, _, _): return .other(name: "UTF-16 (big-endian)", iconvName: "UTF-16BE")
        case (0xFF, 0xFE, _, _), (0x01...0x7F, 0x00, _, _): return .other(name: "UTF-16 (little-endian)", iconvName: "UTF-16LE")
        default: return .utf8(byteOrderMarkLength: 0)
        }
    }
}
