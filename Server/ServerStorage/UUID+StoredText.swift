import Foundation
import GRDB

extension UUID {
    /// Reads an ID column. IDs are stored as `uuidString` (upper-case text, as the API prints them), never
    /// as GRDB's default 16-byte blob, so a PostgreSQL store and people reading the file see the same IDs.
    package init(storedText text: String) throws {
        guard let value = UUID(canonicalText: text) ?? UUID(uuidString: text) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "malformed identifier in the database")
        }
        self = value
    }

    /// The canonical form (8-4-4-4-12 hexadecimal digits, either case) read digit by digit, nil for any
    /// other text: `UUID(uuidString:)` scans with `sscanf`, which was a good part of reading a list of
    /// reviews.
    package init?(canonicalText text: String) {
        var text = text
        let bytes = text.withUTF8 { utf8 -> uuid_t? in
            guard utf8.count == 36 else { return nil }
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let complete = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
                var index = 0
                for byteIndex in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard utf8[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = Self.hexadecimalValue(utf8[index]), let low = Self.hexadecimalValue(utf8[index + 1]) else { return false }
                    output[byteIndex] = high << 4 | low
                    index += 2
                }
                return true
            }
            return complete ? bytes : nil
        }
        guard let bytes else { return nil }
        self.init(uuid: bytes)
    }

    private static func hexadecimalValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
