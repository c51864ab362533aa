import Foundation

/// Encodes 8-bit RGB pixels as a PNG file (signature, IHDR, IDAT, IEND, each chunk with its CRC),
/// choosing a filter per row as libpng's heuristic does (smallest sum of absolute differences).
public enum PNGEncoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// - Parameter rgb: `width * height * 3` bytes, rows top to bottom.
    public static func encode(width: Int, height: Int, rgb: [UInt8]) -> Data {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "pixel data does not match the size")
        var file = signature
        var header: [UInt8] = []
        header.append(contentsOf: bigEndian(UInt32(width)))
        header.append(contentsOf: bigEndian(UInt32(height)))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, truecolour, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", ZlibEncoder.compress(filteredScanlines(width: width, height: height, rgb: rgb)), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    private static func filteredScanlines(width: Int, height: Int, rgb: [UInt8]) -> [UInt8] {
        let stride = width * 3
        var output: [UInt8] = []
        output.reserveCapacity((stride + 1) * height)
        var sub = [UInt8](repeating: 0, count: stride)
        var up = [UInt8](repeating: 0, count: stride)
        for row in 0..<height {
            let start = row * stride
            var noneCost = 0, subCost = 0, upCost = 0
            for column in 0..<stride {
                let value = rgb[start + column]
                let left: UInt8 = column >= 3 ? rgb[start + column - 3] : 0
                let above: UInt8 = row > 0 ? rgb[start - stride + column] : 0
                sub[column] = value &- left
                up[column] = value &- above
                noneCost += cost(value)
                subCost += cost(sub[column])
                upCost += cost(up[column])
            }
            if upCost <= subCost, upCost <= noneCost {
                output.append(2)
                output.append(contentsOf: up)
            } else if subCost <= noneCost {
                output.append(1)
                output.append(contentsOf: sub)
            } else {
                output.append(0)
                output.append(contentsOf: rgb[start..<(start + stride)])
            }
        }
        return output
    }

    /// A filtered byte read as signed: small either way is cheap.
    private static func cost(_ byte: UInt8) -> Int {
        byte < 128 ? Int(byte) : 256 - Int(byte)
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        file.append(contentsOf: bigEndian(CRC32.checksum(typeBytes + data)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
