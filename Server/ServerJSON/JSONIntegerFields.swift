import Foundation

/// A request body whose integer fields must be written as JSON integers: `4`, never `4.0` or `4e0`,
/// which `JSONDecoder` reads as 4 without a word. `JSONBody` checks them as written.
package protocol JSONIntegerFields {
    /// The top-level keys holding integers.
    static var integerFields: [String] { get }
}

extension JSONIntegerFields {
    /// The first of `integerFields` that `data` writes with a fraction or an exponent, if any.
    package static func fieldWrittenAsNonInteger(in data: Data) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        return integerFields.first { field in
            // JSONSerialization keeps a number with a fraction or an exponent as a double.
            guard let number = object[field] as? NSNumber, !(object[field] is Bool) else { return false }
            let type = String(cString: number.objCType)
            return type == "d" || type == "f"
        }
    }
}
