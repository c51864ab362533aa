import Foundation

/// Reads back the PNGs the catalog writes, independently of the encoder: chunks with their CRCs, the
/// zlib stream (stored and fixed-Huffman DEFLATE blocks, Adler-32) and the row filters, giving RGB.
enum PNGTestDecoder {
    struct Image {
        let width: Int
        let height: Int
        let rgb: [UInt8]
        let chunkTypes: [String]
    }

    enum Failure: Error, Equatable {
        case notPNG, badChunk(String), badCRC(String), unsupported(String), corrupt(String)
    }

    static func decode(_ data: Data) throws -> Image {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure.notPNG }
        var offset = 8
        var types: [String] = []
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Failure.badChunk("truncated") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard crc32(Array(bytes[(offset + 4)..<(offset + 8)]) + body) == readUInt32(bytes, offset + 8 + length) else { throw Failure.badCRC(type) }
            types.append(type)
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure.badChunk("IHDR") }
        let width = Int(readUInt32(header, 0)), height = Int(readUInt32(header, 4))
        guard header[8] == 8, header[9] == 2, header[12] == 0 else { throw Failure.unsupported("only 8-bit RGB, not interlaced") }
        let raw = try inflateZlib(compressed)
        let stride = width * 3
        guard raw.count == (stride + 1) * height else { throw Failure.corrupt("expected \((stride + 1) * height) bytes, got \(raw.count)") }
        var rgb = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let value = raw[row * (stride + 1) + 1 + column]
                let left = column >= 3 ? rgb[row * stride + column - 3] : 0
                let above = row > 0 ? rgb[(row - 1) * stride + column] : 0
                switch filter {
                case 0: rgb[row * stride + column] = value
                case 1: rgb[row * stride + column] = value &+ left
                case 2: rgb[row * stride + column] = value &+ above
                default: throw Failure.unsupported("filter \(filter)")
                }
            }
        }
        return Image(width: width, height: height, rgb: rgb, chunkTypes: types)
    }

    // MARK: - zlib and DEFLATE

    static func inflateZlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 6, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else { throw Failure.corrupt("zlib header") }
        var reader = BitReader(bytes: bytes, position: 2)
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = Int(try reader.bits(16))
                _ = try reader.bits(16)
                for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
            case 1:
                try inflateFixedBlock(&reader, into: &output)
            default:
                throw Failure.unsupported("dynamic Huffman blocks")
            }
        }
        reader.alignToByte()
        let adler = UInt32(try reader.bits(8)) << 24 | UInt32(try reader.bits(8)) << 16 | UInt32(try reader.bits(8)) << 8 | UInt32(try reader.bits(8))
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in output {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        guard adler == b << 16 | a else { throw Failure.corrupt("Adler-32") }
        return output
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func inflateFixedBlock(_ reader: inout BitReader, into output: inout [UInt8]) throws {
        while true {
            let symbol = try fixedLiteralLength(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBases.count else { throw Failure.corrupt("length symbol") }
                let length = lengthBases[index] + Int(try reader.bits(lengthExtra[index]))
                let distanceCode = Int(try reader.huffmanBits(5))
                guard distanceCode < distanceBases.count else { throw Failure.corrupt("distance symbol") }
                let distance = distanceBases[distanceCode] + Int(try reader.bits(distanceExtra[distanceCode]))
                guard distance <= output.count else { throw Failure.corrupt("distance beyond output") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }

    /// RFC 1951 §3.2.6: the fixed literal/length code, read most significant bit first.
    private static func fixedLiteralLength(_ reader: inout BitReader) throws -> Int {
        var code = Int(try reader.huffmanBits(7))
        if code <= 0b0010111 { return code + 256 }
        code = code << 1 | Int(try reader.bits(1))
        if (0b0011_0000...0b1011_1111).contains(code) { return code - 0b0011_0000 }
        if (0b1100_0000...0b1100_0111).contains(code) { return code - 0b1100_0000 + 280 }
        code = code << 1 | Int(try reader.bits(1))
        if (0b1_1001_0000...0b1_1111_1111).contains(code) { return code - 0b1_1001_0000 + 144 }
        throw Failure.corrupt("literal code")
    }

    private struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var bitPosition = 0

        mutating func bits(_ count: Int) throws -> UInt32 {
            var value: UInt32 = 0
            for index in 0..<count {
                guard position < bytes.count else { throw Failure.corrupt("unexpected end") }
                value |= UInt32((bytes[position] >> bitPosition) & 1) << index
                bitPosition += 1
                if bitPosition == 8 { bitPosition = 0; position += 1 }
            }
            return value
        }

        mutating func huffmanBits(_ count: Int) throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<count { value = value << 1 | (try bits(1)) }
            return value
        }

        mutating func alignToByte() {
            if bitPosition > 0 { bitPosition = 0; position += 1 }
        }
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
