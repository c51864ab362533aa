import ServerJSON

/// Reads an export element by element without holding the whole file: the top-level object is walked
/// to its `features` (GeoJSON) or `elements` (Overpass) array; each element of that array is found in
/// the bytes read so far (more are read while it is incomplete) and parsed alone. Everything around the
/// array is checked too, so a file cut short or with anything after its end is refused, with the line
/// and column where it goes wrong.
struct OSMElementStream {
    private(set) var format: OSMDocumentFormat
    private let source: OSMExportSource
    private let reader: OSMExportChunkReader
    private var buffer: [UInt8] = []
    /// The next unread byte in `buffer`.
    private var position = 0
    /// Where `buffer[0]` is in the document.
    private var bufferOffset = 0
    private var elementsRead = 0
    private var isFinished = false

    init(source: OSMExportSource, chunkSize: Int = 1 << 20) throws(OSMImportError) {
        self.source = source
        reader = try OSMExportChunkReader(source, chunkSize: chunkSize)
        format = .overpass
        try skipByteOrderMark()
        guard let first = try peekNonWhitespace() else { throw .notJSON(reason: "the file is empty") }
        guard Self.canStartAJSONValue(first) else { throw .unknownFormat(firstByte: first) }
        guard first == UInt8(ascii: "{") else {
            // A plain value is read to tell JSON that is no export from what is not JSON at all; an
            // array could be the size of the file, so it is taken for JSON.
            if first != UInt8(ascii: "[") { _ = try value(building: false) }
            throw .unsupportedDocument(reason: "the top level is not a JSON object")
        }
        position += 1
        guard let format = try walkMembers(afterMember: false, lookingForArray: true) else {
            throw .unsupportedDocument(reason: "it has neither `features` nor `elements`")
        }
        self.format = format
    }

    /// The next element of the array (`.null` when `building` is false: the element is only checked),
    /// or nil after the last one, once the rest of the document is checked too.
    mutating func nextElement(building: Bool = true) throws(OSMImportError) -> ImportedJSONValue? {
        guard !isFinished else { return nil }
        guard var byte = try peekNonWhitespace() else { throw syntaxError("the file ends inside the `\(arrayName)` array") }
        if byte == UInt8(ascii: "]") {
            position += 1
            _ = try walkMembers(afterMember: true, lookingForArray: false)
            isFinished = true
            return nil
        }
        if elementsRead > 0 {
            guard byte == UInt8(ascii: ",") else { throw syntaxError("expected ',' or ']' after an element, found \(JSONByteParser.describe(byte))") }
            position += 1
            guard let next = try peekNonWhitespace() else { throw syntaxError("the file ends inside the `\(arrayName)` array") }
            byte = next
        }
        let element = try value(building: building)
        elementsRead += 1
        return element
    }

    private var arrayName: String { format == .geoJSON ? "features" : "elements" }

    // MARK: - The top-level object

    /// Reads the top-level object's members up to the features or elements array when `lookingForArray`
    /// (and answers its format), else to the object's end, which must be the end of the file (nil).
    private mutating func walkMembers(afterMember: Bool, lookingForArray: Bool) throws(OSMImportError) -> OSMDocumentFormat? {
        var expectsSeparator = afterMember
        while true {
            guard var byte = try peekNonWhitespace() else { throw syntaxError("the file ends inside the top-level object") }
            if byte == UInt8(ascii: "}") {
                position += 1
                if let trailing = try peekNonWhitespace() {
                    throw syntaxError("unexpected \(JSONByteParser.describe(trailing)) after the end of the document")
                }
                return nil
            }
            if expectsSeparator {
                guard byte == UInt8(ascii: ",") else { throw syntaxError("expected ',' or '}' in an object, found \(JSONByteParser.describe(byte))") }
                position += 1
                guard let next = try peekNonWhitespace() else { throw syntaxError("the file ends inside the top-level object") }
                byte = next
            }
            guard byte == UInt8(ascii: "\"") else { throw syntaxError("expected a member name in quotes, found \(JSONByteParser.describe(byte))") }
            let key = try value(building: true).string ?? ""
            guard let colon = try peekNonWhitespace(), colon == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after a member name")
            }
            position += 1
            guard let valueStart = try peekNonWhitespace() else { throw syntaxError("the file ends inside the top-level object") }
            if lookingForArray, key == "features" || key == "elements" {
                guard valueStart == UInt8(ascii: "[") else { throw .unsupportedDocument(reason: "`\(key)` is not an array") }
                position += 1
                return key == "features" ? .geoJSON : .overpass
            }
            _ = try value(building: false)
            expectsSeparator = true
        }
    }

    // MARK: - Values

    /// Parses the value starting at `position` (not whitespace), reading until it is complete.
    private mutating func value(building: Bool) throws(OSMImportError) -> ImportedJSONValue {
        let end = try endOfValue()
        let start = position
        let baseOffset = bufferOffset + start
        let parsed = buffer.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONSyntaxError) -> ImportedJSONValue in
                try JSONByteParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<end]), baseOffset: baseOffset, building: building)
            }
        }
        position = end
        switch parsed {
        case let .success(value): return value
        case let .failure(error): throw syntaxError(error.reason, at: error.offset)
        }
    }

    /// Where the value starting at `position` ends (exclusive), found by counting brackets outside
    /// strings; the parser checks the rest. Reads more of the file while the value is incomplete.
    private mutating func endOfValue() throws(OSMImportError) -> Int {
        let first = buffer[position]
        if Self.isDelimiter(first) { throw syntaxError("unexpected \(JSONByteParser.describe(first)) where a value should be") }
        var scan = ValueScan(isContainer: first == UInt8(ascii: "{") || first == UInt8(ascii: "["))
        var index = position
        while true {
            let searchFrom = index
            let found = buffer.withUnsafeBufferPointer { bytes in scan.end(in: bytes, from: searchFrom) }
            if let found { return found }
            let scanned = buffer.count - position
            guard try fill() else {
                if scan.isScalar { return buffer.count }
                throw syntaxError("the file ends inside the value that starts here", at: bufferOffset + position)
            }
            index = position + scanned
        }
    }

    // MARK: - Bytes

    /// Skips a UTF-8 byte order mark; refuses UTF-16 and UTF-32, naming them.
    private mutating func skipByteOrderMark() throws(OSMImportError) {
        while buffer.count < 4, try fill() {}
        switch TextEncodingSniff.of(buffer[...]) {
        case let .utf8(byteOrderMarkLength): position += byteOrderMarkLength
        case let .other(name, iconvName): throw .notUTF8(encoding: name, iconvName: iconvName)
        }
    }

    private mutating func peekNonWhitespace() throws(OSMImportError) -> UInt8? {
        while true {
            while position < buffer.count {
                switch buffer[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                case let byte: return byte
                }
            }
            guard try fill() else { return nil }
        }
    }

    /// Drops the bytes already read and appends the next chunk; false at the end of the file.
    private mutating func fill() throws(OSMImportError) -> Bool {
        if position > 0 {
            buffer.removeSubrange(0..<position)
            bufferOffset += position
            position = 0
        }
        return try reader.read(appendingTo: &buffer)
    }

    private static func canStartAJSONValue(_ byte: UInt8) -> Bool {
        "{[\"-0123456789tfn".utf8.contains(byte)
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    private func syntaxError(_ reason: String, at offset: Int? = nil) -> OSMImportError {
        let (line, column) = source.lineAndColumn(atOffset: offset ?? (bufferOffset + position))
        return .notJSON(reason: "line \(line), column \(column): \(reason)")
    }
}
