import CZlib

/// Inflates one zlib stream (a PBF blob's `zlib_data`) into exactly the size its blob declares: a blob
/// that inflates to more or less than that is damaged, and none may declare more than PBF's limit.
enum ZlibInflater {
    static func inflate(_ compressed: [UInt8], expectedSize: Int) throws(PBFError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedSize)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .malformed("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var input = compressed
        let status = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = UInt32(outputBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        switch status {
        case Z_STREAM_END where Int(stream.total_out) == expectedSize:
            return output
        case Z_STREAM_END:
            throw .malformed("a blob inflated to \(stream.total_out) bytes, not the \(expectedSize) it declares")
        case Z_BUF_ERROR, Z_OK:
            throw .malformed("a blob inflates to more than the \(expectedSize) bytes it declares, or its data is cut short")
        default:
            throw .malformed("a blob's zlib data is corrupt (zlib status \(status))")
        }
    }
}
