import Foundation

/// A JSON document built in the order its members are written (Google's answers list members in a
/// stable order), serialised without escaping slashes or non-ASCII text.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// An object without the members whose value is nil.
    static func object(dropping members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key: key, value: $0) } })
    }

    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var serialized: Data {
        Data(bytes)
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 text, written into one byte array: appending to a `String` piece by piece was a tenth
    /// of a nearby search's time.
    var bytes: [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.bytes
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whole numbers without a fraction; `null` for what JSON cannot hold (NaN, infinities).
    static func writeDouble(_ number: Double, to output: inout [UInt8]) {
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
    static func writeString(_ text: String, to output: inout [UInt8]) {
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
