import Foundation

/// A JSON document built in the order its members are written (Google's answers list members in a
/// stable order), serialised without escaping slashes or non-ASCII text.
indirect enum JSONValue: Sendable {
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
        Data(text.utf8)
    }

    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case let .string(text):
            Self.writeString(text, to: &output)
        case let .int(number):
            output += String(number)
        case let .double(number):
            Self.writeDouble(number, to: &output)
        case let .bool(flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Whole numbers without a fraction; `null` for what JSON cannot hold (NaN, infinities).
    static func writeDouble(_ number: Double, to output: inout String) {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            output += String(Int(number))
        } else if number.isFinite {
            output += "\(number)"
        } else {
            output += "null"
        }
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        defer { output += "\"" }
        // Most texts have nothing to escape: they are copied whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
