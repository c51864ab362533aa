/// A small zlib (RFC 1950) / DEFLATE (RFC 1951) compressor: LZ77 over a 32 KiB window with a one-entry
/// hash table, coded with DEFLATE's fixed Huffman codes in a single block. Far from zlib's ratio on
/// arbitrary data, but the demo images (flat colours, filtered rows) compress well, and it needs no
/// system library.
enum ZlibEncoder {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(input.count / 8 + 64)
        // CMF: deflate with a 32 KiB window; FLG: no dictionary, fastest level, check bits.
        writer.bytes.append(0x78)
        writer.bytes.append(0x01)
        writer.write(bits: 1, count: 1)  // BFINAL
        writer.write(bits: 1, count: 2)  // BTYPE = 01, fixed Huffman codes
        deflate(input, into: &writer)
        writer.writeHuffman(code: 0, length: 7)  // end of block (symbol 256)
        writer.flush()
        let adler = Adler32.checksum(input)
        writer.bytes.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return writer.bytes
    }

    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    private static let hashBits = 15

    private static func deflate(_ input: [UInt8], into writer: inout BitWriter) {
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        let count = input.count
        var index = 0
        func hash(_ position: Int) -> Int {
            let value = Int(input[position]) << 16 | Int(input[position + 1]) << 8 | Int(input[position + 2])
            return (value &* 2_654_435_761) >> (32 - hashBits) & ((1 << hashBits) - 1)
        }
        while index < count {
            var matchLength = 0
            var matchDistance = 0
            if index + minimumMatch <= count {
                let key = hash(index)
                let candidate = Int(head[key])
                head[key] = Int32(index)
                if candidate >= 0, index - candidate <= windowSize {
                    let limit = min(maximumMatch, count - index)
                    var length = 0
                    while length < limit, input[candidate + length] == input[index + length] { length += 1 }
                    if length >= minimumMatch {
                        matchLength = length
                        matchDistance = index - candidate
                    }
                }
            }
            if matchLength > 0 {
                writeLength(matchLength, into: &writer)
                writeDistance(matchDistance, into: &writer)
                // Index the positions the match covers, so later runs find them.
                var position = index + 1
                let end = index + matchLength
                while position < end, position + minimumMatch <= count {
                    head[hash(position)] = Int32(position)
                    position += 1
                }
                index = end
            } else {
                writeLiteral(input[index], into: &writer)
                index += 1
            }
        }
    }

    private static func writeLiteral(_ byte: UInt8, into writer: inout BitWriter) {
        if byte < 144 {
            writer.writeHuffman(code: 0x30 + UInt32(byte), length: 8)
        } else {
            writer.writeHuffman(code: 0x190 + UInt32(byte) - 144, length: 9)
        }
    }

    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func writeLength(_ length: Int, into writer: inout BitWriter) {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        let symbol = 257 + code
        if symbol < 280 {
            writer.writeHuffman(code: UInt32(symbol - 256), length: 7)
        } else {
            writer.writeHuffman(code: 0xC0 + UInt32(symbol - 280), length: 8)
        }
        if lengthExtraBits[code] > 0 {
            writer.write(bits: UInt32(length - lengthBases[code]), count: lengthExtraBits[code])
        }
    }

    private static func writeDistance(_ distance: Int, into writer: inout BitWriter) {
        var code = distanceBases.count - 1
        while distanceBases[code] > distance { code -= 1 }
        writer.writeHuffman(code: UInt32(code), length: 5)
        if distanceExtraBits[code] > 0 {
            writer.write(bits: UInt32(distance - distanceBases[code]), count: distanceExtraBits[code])
        }
    }

    /// Packs bits least significant first, as DEFLATE does; Huffman codes go most significant first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var bitCount = 0

        mutating func write(bits: UInt32, count: Int) {
            buffer |= UInt64(bits) << UInt64(bitCount)
            bitCount += count
            while bitCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                bitCount -= 8
            }
        }

        mutating func writeHuffman(code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            var value = code
            for _ in 0..<length {
                reversed = reversed << 1 | (value & 1)
                value >>= 1
            }
            write(bits: reversed, count: length)
        }

        mutating func flush() {
            if bitCount > 0 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer = 0
                bitCount = 0
            }
        }
    }
}
