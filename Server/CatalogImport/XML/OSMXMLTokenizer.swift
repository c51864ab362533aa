/// OSM XML read tag by tag, a chunk at a time: element starts with their attributes (entities
/// decoded) and ends. Text, the XML declaration, comments and doctype are skipped; a tag cut off by
/// the end of the file is an error. Only what OSM XML uses is read: no CDATA, no namespaces.
struct OSMXMLTokenizer {
    enum Token: Equatable {
        case start(name: String, attributes: [String: String], closed: Bool)
        case end(name: String)
    }

    /// The longest tag read: OSM's tags are short, and a file that is no XML must not fill memory.
    static let maximumTagLength = 1 << 20

    private let reader: OSMExportChunkReader
    private var buffer: [UInt8] = []
    private var position = 0

    init(source: OSMExportSource) throws(OSMImportError) {
        reader = try OSMExportChunkReader(source, chunkSize: 1 << 20)
    }

    mutating func next() throws(OSMImportError) -> Token? {
        if position >= 1 << 20 {
            buffer.removeFirst(position)
            position = 0
        }
        while true {
            guard let open = try find(UInt8(ascii: "<"), from: position) else { return nil }
            position = open
            guard try available(2) else { throw Self.error("the file ends inside a tag") }
            switch buffer[position + 1] {
            case UInt8(ascii: "?"): try skip(past: Array("?>".utf8))
            case UInt8(ascii: "!"): try skip(past: try startsWith("<!--") ? Array("-->".utf8) : [UInt8(ascii: ">")])
            default:
                guard let close = try find(UInt8(ascii: ">"), from: position) else { throw Self.error("the file ends inside a tag") }
                let tag = Array(buffer[(position + 1)..<close])
                position = close + 1
                return try Self.token(tag)
            }
        }
    }

    private static func token(_ tag: [UInt8]) throws(OSMImportError) -> Token {
        if tag.first == UInt8(ascii: "/") {
            return .end(name: String(decoding: tag.dropFirst().prefix { !isSpace($0) }, as: UTF8.self))
        }
        let closed = tag.last == UInt8(ascii: "/")
        let body = closed ? tag.dropLast() : tag[...]
        let name = body.prefix { !isSpace($0) }
        var attributes: [String: String] = [:]
        var index = name.endIndex
        while true {
            while index < body.endIndex, isSpace(body[index]) { index += 1 }
            guard index < body.endIndex else { break }
            let nameEnd = body[index...].firstIndex { $0 == UInt8(ascii: "=") || isSpace($0) } ?? body.endIndex
            let key = String(decoding: body[index..<nameEnd], as: UTF8.self)
            var cursor = nameEnd
            while cursor < body.endIndex, isSpace(body[cursor]) { cursor += 1 }
            guard cursor < body.endIndex, body[cursor] == UInt8(ascii: "=") else { throw error("attribute \(key) has no value") }
            cursor += 1
            while cursor < body.endIndex, isSpace(body[cursor]) { cursor += 1 }
            guard cursor < body.endIndex, let quote = [UInt8(ascii: "\""), UInt8(ascii: "'")].first(where: { $0 == body[cursor] }),
                  let valueEnd = body[(cursor + 1)...].firstIndex(of: quote)
            else { throw error("attribute \(key) has no quoted value") }
            attributes[key] = try decoded(body[(cursor + 1)..<valueEnd])
            index = valueEnd + 1
        }
        return .start(name: String(decoding: name, as: UTF8.self), attributes: attributes, closed: closed)
    }

    /// The five named entities and numeric references.
    private static func decoded(_ bytes: ArraySlice<UInt8>) throws(OSMImportError) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let text = String(decoding: bytes, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { throw error("an unterminated entity") }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let scalar = number.flatMap(Unicode.Scalar.init) else { throw error("the unknown entity &\(entity);") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func error(_ reason: String) -> OSMImportError {
        .unreadableOSMXML(reason: reason)
    }

    // MARK: - Bytes

    private mutating func startsWith(_ text: String) throws(OSMImportError) -> Bool {
        let bytes = Array(text.utf8)
        guard try available(bytes.count) else { return false }
        return Array(buffer[position..<(position + bytes.count)]) == bytes
    }

    private mutating func skip(past terminator: [UInt8]) throws(OSMImportError) {
        var from = position + 1
        while true {
            if let end = buffer[from...].firstRange(of: terminator) {
                position = end.upperBound
                return
            }
            from = max(position + 1, buffer.count - terminator.count)
            guard try readMore() else { throw Self.error("the file ends inside a comment or declaration") }
        }
    }

    /// The index of the next `byte` at or after `start`, reading more as needed; nil at the end of the file.
    private mutating func find(_ byte: UInt8, from start: Int) throws(OSMImportError) -> Int? {
        var from = start
        while true {
            if let index = buffer[from...].firstIndex(of: byte) { return index }
            from = buffer.count
            guard try readMore() else { return nil }
        }
    }

    private mutating func available(_ count: Int) throws(OSMImportError) -> Bool {
        while buffer.count - position < count {
            guard try readMore() else { return false }
        }
        return true
    }

    /// Appends the next chunk (what was read is dropped between tokens, so indexes hold within one).
    private mutating func readMore() throws(OSMImportError) -> Bool {
        guard buffer.count - position <= Self.maximumTagLength else { throw Self.error("more than \(Self.maximumTagLength) bytes in one tag or between two tags") }
        return try reader.read(appendingTo: &buffer)
    }
}
