import Foundation

/// Reading an OSM PBF file: telling one from other exports by its first bytes, and one pass over its
/// elements, a blob at a time.
struct PBFFile: OSMElementPasses {
    let source: OSMExportSource

    /// A PBF file starts with the length of its first blob header (4 bytes, big-endian, small) and that
    /// header's `type` field, "OSMHeader".
    static func isPBF(_ source: OSMExportSource) -> Bool {
        guard let reader = try? OSMExportChunkReader(source, chunkSize: 64) else { return false }
        var start: [UInt8] = []
        while start.count < 15, (try? reader.read(appendingTo: &start)) == true {}
        return start.count >= 15 && start[0] == 0 && start[1] == 0 && start[4] == 0x0A && start[5] == 9
            && Array(start[6..<15]) == Array("OSMHeader".utf8)
    }

    /// When the file's data was current and as of which replication diff, from its header (see
    /// `PBFBlobReader.replicationTimestamp`).
    static func replicationHeader(of source: OSMExportSource) throws(OSMImportError) -> (timestamp: Date?, sequence: Int?) {
        var blobs = try PBFBlobReader(source: source)
        _ = try blobs.nextDataBlob()
        return (blobs.replicationTimestamp, blobs.replicationSequence)
    }

    func pass(with handler: inout some OSMElementHandler, filter: OSMPlaceFilter) throws(OSMImportError) {
        var blobs = try PBFBlobReader(source: source)
        while let data = try blobs.nextDataBlob() {
            do {
                try PBFPrimitiveBlock(data).visit(with: &handler, filter: filter)
            } catch {
                throw .unreadablePBF(reason: error.reason)
            }
        }
    }
}
