/// JSON text written straight into UTF-8 bytes as it is produced, with no `JSONValue` built first:
/// building and freeing that tree cost a nearby search more than writing its text.
package struct JSONWriter: JSONOutput {
    package private(set) var bytes: [UInt8] = []
    /// Whether a value has just ended, so that the next one in the same container needs a comma.
    private var afterValue = false

    package init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    package mutating func key(_ key: String) {
        separate()
        Self.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterValue = false
    }

    package mutating func string(_ text: String) {
        writeValue { Self.writeString(text, to: &$0) }
    }

    package mutating func int(_ number: Int) {
        writeValue { $0.append(contentsOf: String(number).utf8) }
    }

    package mutating func double(_ number: Double) {
        writeValue { Self.writeDouble(number, to: &$0) }
    }

    package mutating func bool(_ flag: Bool) {
        writeValue { $0.append(contentsOf: (flag ? "true" : "false").utf8) }
    }

    package mutating func null() {
        writeValue { $0.append(contentsOf: "null".utf8) }
    }

    private mutating func writeValue(_ write: (inout [UInt8]) -> Void) {
        separate()
        write(&bytes)
        afterValue = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        afterValue = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        afterValue = true
    }

    private mutating func separate() {
        if afterValue { bytes.append(UInt8(ascii: ",")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whole numbers without a fraction; `null` for what JSON cannot hold (NaN, infinities).
    package static func writeDouble(_ number: Double, to output: inout [UInt8]) {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            output.append(contentsOf: String(Int(number)).utf8)
        } else if number.isFinite {
            // `description` fits a small string, where interpolation allocates a buffer.
            output.append(contentsOf: number.description.utf8)
        } else {
            output.append(contentsOf: "null".utf8)
        }
    }

    /// Quotes, backslashes and control characters escaped; every other byte (non-ASCII text too) copied.
    package static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Most texts have nothing to escape: they are copied whole.
            guard JSONEscapeScan.needsEscaping(bytes) else {
                output.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0..<0x20:
                    output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                default:
                    output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
