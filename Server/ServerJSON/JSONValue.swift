import Foundation

/// A JSON document built in the order its members are written (Google's answers list members in a
/// stable order), serialised without escaping slashes or non-ASCII text.
package enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// An object without the members whose value is nil.
    package static func object(dropping members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key: key, value: $0) } })
    }

    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var serialized: Data {
        Data(bytes)
    }

    package var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 text, written into one byte array: appending to a `String` piece by piece was a tenth
    /// of a nearby search's time.
    package var bytes: [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.bytes
    }
}
