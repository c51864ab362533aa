import CatalogDomain

/// The last pass over a PBF file: its places to eat as records, a blob at a time, nodes at their
/// position and ways and relations at the centroid of their outlines (see `OSMOutlines`).
struct PBFRecords: OSMRecordReading {
    private var blobs: PBFBlobReader
    private let outlines: OSMOutlines
    private let filter: OSMPlaceFilter
    private var pending: [OSMRecord] = []
    private var nextPending = 0

    init(source: OSMExportSource, outlines: OSMOutlines, filter: OSMPlaceFilter) throws(OSMImportError) {
        blobs = try PBFBlobReader(source: source)
        self.outlines = outlines
        self.filter = filter
    }

    var format: OSMDocumentFormat { .pbf }

    mutating func nextRecord() throws(OSMImportError) -> OSMRecord? {
        while nextPending == pending.count {
            guard let data = try blobs.nextDataBlob() else { return nil }
            var collector = OSMPlaceRecords(outlines: outlines)
            do {
                try PBFPrimitiveBlock(data).visit(with: &collector, filter: filter)
            } catch {
                throw .unreadablePBF(reason: error.reason)
            }
            pending = collector.records
            nextPending = 0
        }
        defer { nextPending += 1 }
        return pending[nextPending]
    }
}
