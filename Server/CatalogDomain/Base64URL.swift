import Foundation

/// URL-safe base64 without padding (RFC 4648 §5), written byte by byte: place ids and page tokens are
/// made on hot paths, where Foundation's base64 and a second pass to make it URL-safe cost more.
package enum Base64URL {
    package static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    package static func encoded(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let bits = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for sextet in 0...chunk.count {
                output.append(digits[Int(bits >> (18 - 6 * sextet) & 0x3F)])
            }
            index += 3
        }
        return output
    }

    /// The bytes of URL-safe base64, padded or not (standard base64 is read too); nil when it is neither.
    package static func decoded(_ text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
