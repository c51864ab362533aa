/// Strings: the common case (no escapes, valid UTF-8) read in one pass, escapes and surrogate pairs
/// decoded, and every malformed byte named with its position.
extension JSONByteParser {
    mutating func string() throws(JSONSyntaxError) -> String {
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

    func unescaped(_ body: UnsafeBufferPointer<UInt8>, startingAt bodyStart: Int) throws(JSONSyntaxError) -> String {
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

    func hexQuad(_ body: UnsafeBufferPointer<UInt8>, at position: Int, bodyStart: Int) throws(JSONSyntaxError) -> UInt32 {
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
}
