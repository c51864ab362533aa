import CZlib

/// Inflates a gzip file (`.osc.gz`, one member or several one after another, as OSM's replication and
/// `pigz` write them) into at most `limit` bytes.
enum GzipInflater {
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    static func inflate(_ compressed: [UInt8], limit: Int) throws(OSMImportError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: a gzip wrapper, not zlib's.
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .unreadableOSMChange(reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        guard !compressed.isEmpty else { throw .unreadableOSMChange(reason: "the gzip file is empty") }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var input = compressed
        var consumed = 0
        while true {
            let (result, used, produced) = input.withUnsafeMutableBufferPointer { inputBuffer in
                chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_in = inputBuffer.baseAddress! + consumed
                    stream.avail_in = UInt32(min(inputBuffer.count - consumed, Int(UInt32.max)))
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = UInt32(chunkBuffer.count)
                    let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return (result, inputBuffer.count - consumed - Int(stream.avail_in), chunkBuffer.count - Int(stream.avail_out))
                }
            }
            consumed += used
            output.append(contentsOf: chunk[0..<produced])
            guard output.count <= limit else {
                throw .unreadableOSMChange(reason: "the gzip file inflates to more than \(limit / (1 << 20)) MB")
            }
            switch result {
            case Z_STREAM_END:
                if consumed == input.count { return output }
                inflateReset(&stream)
            case Z_OK, Z_BUF_ERROR:
                if used == 0, produced == 0 { throw .unreadableOSMChange(reason: "the gzip file is cut short") }
            default:
                throw .unreadableOSMChange(reason: "the gzip file is corrupt (zlib status \(result))")
            }
        }
    }
}
