/// Parses one complete JSON value held in contiguous bytes (RFC 8259), or with `building` false only
/// checks it, which is cheaper. Errors give the byte offset in the whole document.
package struct JSONByteParser {
    package static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    private let baseOffset: Int
    let building: Bool
    var index = 0
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

    func describeCurrent() -> String {
        guard let byte = peek else { return "the end" }
        return Self.describe(byte)
    }

    package static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: baseOffset + (position ?? index), reason: reason)
    }
}
