/// Parses one complete JSON value held in contiguous bytes (RFC 8259), or with `building` false only
/// checks it, which is cheaper. Errors give the byte offset in the whole document.
package struct JSONByteParser {
    package static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let baseOffset: Int
    private let building: Bool
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int, building: Bool) {
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.building = building
    }

    /// The value the bytes hold (`.null` when only checking); whitespace may surround it, nothing else.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int, building: Bool = true) throws(JSONSyntaxError) -> ImportedJSONValue {
        var parser = JSONByteParser(bytes: bytes, baseOffset: baseOffset, building: building)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after a value") }
        return value
    }

    // MARK: - Values

    private mutating func value() throws(JSONSyntaxError) -> ImportedJSONValue {
        guard index < bytes.count else { throw error("the value is missing") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \(describeCurrent()) where a value should be")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> ImportedJSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        // Room for an OSM element's members (or tags) without growing the table member by member.
        var members: [String: ImportedJSONValue] = building ? Dictionary(minimumCapacity: 8) : [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return building ? .object(members) : .null
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a member name in quotes, found \(describeCurrent())") }
            let key = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a member name, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            let member = try value()
            if building { members[key] = member }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return building ? .object(members) : .null
            default: throw error("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> ImportedJSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [ImportedJSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return building ? .array(items) : .null
        }
        while true {
            skipWhitespace()
            let item = try value()
            if building { items.append(item) }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return building ? .array(items) : .null
            default: throw error("expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("values are nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("unexpected \(describeCurrent()) where a value should be")
        }
        index += expected.count
    }

    private mutating func number() throws(JSONSyntaxError) -> ImportedJSONValue {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if try digits() == 0 {
            throw error("a number needs a digit here, found \(describeCurrent())")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            if try digits() == 0 { throw error("a number needs a digit after '.', found \(describeCurrent())") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            if try digits() == 0 { throw error("a number needs a digit in its exponent, found \(describeCurrent())") }
        }
        guard building else { return .null }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func digits() throws(JSONSyntaxError) -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    // MARK: - Strings

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var hasEscapes = false
        var hasNonASCII = false
        while true {
            guard index < bytes.count else {
                index = start
                throw error("a string is not closed")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("a string holds a raw control character (0x\(String(byte, radix: 16))); it must be escaped") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 1
            }
            if byte >= 0x80 { hasNonASCII = true }
            index += 1
        }
        let end = index
        index += 1
        if hasNonASCII, let invalid = UTF8Check.firstInvalidByte(in: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])) {
            let byte = bytes[start + 1 + invalid]
            throw error("a string holds bytes that are not UTF-8 (0x\(String(byte, radix: 16, uppercase: true)))", at: start + 1 + invalid)
        }
        guard building || hasEscapes else { return "" }
        let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        guard hasEscapes else { return String(decoding: body, as: UTF8.self) }
        return try unescaped(body, startingAt: start + 1)
    }

    private func unescaped(_ body: UnsafeBufferPointer<UInt8>, startingAt bodyStart: Int) throws(JSONSyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var position = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while position < body.count {
            let byte = body[position]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                position += 1
                continue
            }
            guard position + 1 < body.count else { throw error("a string ends in the middle of an escape", at: bodyStart + position) }
            let escape = body[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                let first = try hexQuad(body, at: position, bodyStart: bodyStart)
                position += 4
                var scalar = Unicode.Scalar(first)
                if (0xD800...0xDBFF).contains(first), position + 5 < body.count,
                   body[position] == UInt8(ascii: "\\"), body[position + 1] == UInt8(ascii: "u"),
                   let second = try? hexQuad(body, at: position + 2, bodyStart: bodyStart), (0xDC00...0xDFFF).contains(second) {
                    scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                    position += 6
                }
                flush()
                // A lone surrogate is no character: it becomes the replacement character.
                scalars.append(scalar ?? "\u{FFFD}")
            default:
                throw error("a string has an unknown escape '\\\(Character(Unicode.Scalar(escape)))'", at: bodyStart + position - 2)
            }
        }
        flush()
        return String(scalars)
    }

    private func hexQuad(_ body: UnsafeBufferPointer<UInt8>, at position: Int, bodyStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= body.count else { throw error("a \\u escape needs four hexadecimal digits", at: bodyStart + position - 2) }
        var value: UInt32 = 0
        for byte in body[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hexadecimal digits", at: bodyStart + position - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: - Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard let byte = peek else { return "the end" }
        return Self.describe(byte)
    }

    package static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: baseOffset + (position ?? index), reason: reason)
    }
}
