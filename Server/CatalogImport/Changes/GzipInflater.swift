import Foundation

/// Inflates a gzip file (`.osc.gz`, one member or several one after another, as OSM's replication and
/// `pigz` write them) into at most `limit` bytes.
enum GzipInflater {
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        GzipDecompressor.isGzip(bytes)
    }

    static func inflate(_ compressed: [UInt8], limit: Int) throws(OSMImportError) -> [UInt8] {
        guard !compressed.isEmpty else { throw .unreadableOSMChange(reason: "the gzip file is empty") }
        var output: [UInt8] = []
        do throws(OSMImportError) {
            let reader = try OSMExportChunkReader(.data(Data(compressed)), chunkSize: 1 << 20)
            while try reader.read(appendingTo: &output) {
                guard output.count <= limit else {
                    throw .unreadableOSMChange(reason: "the gzip file inflates to more than \(limit / (1 << 20)) MB")
                }
            }
        } catch {
            guard case let .unreadable(_, reason) = error else { throw error }
            throw .unreadableOSMChange(reason: reason)
        }
        return output
    }
}
