import CZlib

/// gzip (`.osm.gz`, `.json.gz`), through zlib.
final class GzipDecompressor: StreamDecompressor {
    static func isGzip(_ start: some Collection<UInt8>) -> Bool {
        let bytes = Array(start.prefix(2))
        return bytes == [0x1F, 0x8B]
    }

    let name = "gzip"
    private var stream = z_stream()

    init() throws(DecompressionError) {
        // 15 + 16: a gzip wrapper, not zlib's.
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw DecompressionError(reason: "zlib could not start")
        }
    }

    deinit { inflateEnd(&stream) }

    func step(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) throws(DecompressionError)
        -> (consumed: Int, produced: Int, streamEnded: Bool) {
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(min(input.count, Int(UInt32.max)))
        stream.next_out = output.baseAddress
        stream.avail_out = UInt32(min(output.count, Int(UInt32.max)))
        let status = inflate(&stream, Z_NO_FLUSH)
        let consumed = input.count - Int(stream.avail_in), produced = output.count - Int(stream.avail_out)
        switch status {
        case Z_OK, Z_BUF_ERROR: return (consumed, produced, false)
        case Z_STREAM_END: return (consumed, produced, true)
        default: throw DecompressionError(reason: "the gzip file is corrupt (zlib status \(status))")
        }
    }

    func reset() throws(DecompressionError) {
        guard inflateReset(&stream) == Z_OK else { throw DecompressionError(reason: "zlib could not start again") }
    }
}
