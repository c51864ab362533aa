import NIOCore

/// Rows in the text format of `COPY … FROM STDIN`: columns separated by tabs, rows ended by a newline,
/// NULL as `\N`, and the backslash, tab, newline and carriage return inside values escaped.
enum PostgresCopyText {
    static func appendRow(_ values: [String?], to buffer: inout ByteBuffer) {
        for (index, value) in values.enumerated() {
            if index > 0 { buffer.writeInteger(UInt8(ascii: "\t")) }
            guard let value else {
                buffer.writeStaticString("\\N")
                continue
            }
            appendEscaped(value, to: &buffer)
        }
        buffer.writeInteger(UInt8(ascii: "\n"))
    }

    private static func appendEscaped(_ value: String, to buffer: inout ByteBuffer) {
        // Most values need no escaping: written whole.
        if !value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == 0 }) {
            buffer.writeString(value)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
            case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
            case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
            case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
            case 0: continue // PostgreSQL text cannot hold NUL.
            default: buffer.writeInteger(byte)
            }
        }
    }
}
