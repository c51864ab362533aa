/// Whether a JSON string's UTF-8 bytes hold anything to escape (a quote, a backslash or a control byte),
/// checked eight bytes at a time: nearly every text has none, and a search answer scans about 13 kB.
enum JSONEscapeScan {
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if wordNeedsEscaping(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        while offset < bytes.count {
            if byteNeedsEscaping(bytes[offset]) { return true }
            offset += 1
        }
        return false
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bit tricks that are exact for "some byte": one below 0x20, or one equal to a quote or a backslash.
    private static func wordNeedsEscaping(_ word: UInt64) -> Bool {
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let quote = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        let backslash = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
        return belowSpace != 0 || quote || backslash
    }

    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    private static func byteNeedsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
