import CBzip2

/// bzip2 (`.osm.bz2`, as planet.openstreetmap.org and Geofabrik publish OSM XML), through libbz2.
final class Bzip2Decompressor: StreamDecompressor {
    /// "BZh" and a block size from 1 to 9.
    static func isBzip2(_ start: some Collection<UInt8>) -> Bool {
        let bytes = Array(start.prefix(4))
        return bytes.count == 4 && bytes[0...2] == [0x42, 0x5A, 0x68] && (0x31...0x39).contains(bytes[3])
    }

    let name = "bzip2"
    private var stream = bz_stream()

    init() throws(DecompressionError) {
        try start()
    }

    deinit { BZ2_bzDecompressEnd(&stream) }

    func step(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) throws(DecompressionError)
        -> (consumed: Int, produced: Int, streamEnded: Bool) {
        stream.next_in = UnsafeMutableRawPointer(mutating: input.baseAddress)?.assumingMemoryBound(to: CChar.self)
        stream.avail_in = UInt32(min(input.count, Int(UInt32.max)))
        stream.next_out = UnsafeMutableRawPointer(output.baseAddress)?.assumingMemoryBound(to: CChar.self)
        stream.avail_out = UInt32(min(output.count, Int(UInt32.max)))
        let status = BZ2_bzDecompress(&stream)
        let consumed = input.count - Int(stream.avail_in), produced = output.count - Int(stream.avail_out)
        switch status {
        case BZ_OK: return (consumed, produced, false)
        case BZ_STREAM_END: return (consumed, produced, true)
        default: throw DecompressionError(reason: "the bzip2 file is corrupt (libbz2 status \(status))")
        }
    }

    func reset() throws(DecompressionError) {
        BZ2_bzDecompressEnd(&stream)
        try start()
    }

    private func start() throws(DecompressionError) {
        stream = bz_stream()
        guard BZ2_bzDecompressInit(&stream, 0, 0) == BZ_OK else { throw DecompressionError(reason: "libbz2 could not start") }
    }
}
