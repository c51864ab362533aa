/// A decompressor fed a compressed file a piece at a time, which gives back as much as fits in the
/// output it is handed, so a file is never decompressed whole (`OSMExportChunkReader`).
protocol StreamDecompressor: AnyObject {
    /// The format's name, for messages.
    var name: String { get }
    /// Decompresses from the start of `input` into `output`: how much it read and wrote, and whether
    /// a compressed stream ended (another may follow, as `pbzip2` and `pigz` write them).
    func step(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) throws(DecompressionError)
        -> (consumed: Int, produced: Int, streamEnded: Bool)
    /// Readies it for the next stream after one ended.
    func reset() throws(DecompressionError)
}

/// Why compressed bytes could not be decompressed.
struct DecompressionError: Error {
    let reason: String
}
