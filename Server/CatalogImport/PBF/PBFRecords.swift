import CatalogDomain

/// The last pass over a PBF file: its places to eat as records, a blob at a time, nodes at their
/// position and ways and relations at the centroid of their outlines (see `PBFOutlines`).
struct PBFRecords: OSMRecordReading {
    private var blobs: PBFBlobReader
    private let outlines: PBFOutlines
    private let filter: PBFPlaceFilter
    private var pending: [OSMRecord] = []
    private var nextPending = 0

    init(source: OSMExportSource, outlines: PBFOutlines, filter: PBFPlaceFilter) throws(OSMImportError) {
        blobs = try PBFBlobReader(source: source)
        self.outlines = outlines
        self.filter = filter
    }

    var format: OSMDocumentFormat { .pbf }

    mutating func nextRecord() throws(OSMImportError) -> OSMRecord? {
        while nextPending == pending.count {
            guard let data = try blobs.nextDataBlob() else { return nil }
            var collector = Collector(outlines: outlines)
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

private struct Collector: PBFElementHandler {
    let outlines: PBFOutlines
    var records: [OSMRecord] = []
    let readsNodes = true, readsWays = true, readsRelations = true

    mutating func node(id: Int64, position: PBFPosition, tags: [String: String]?) {
        guard let tags else { return }
        let point = GeoPoint(latitude: Double(position.latitude) / 1e9, longitude: Double(position.longitude) / 1e9)
        records.append(OSMRecord(osmID: "node/\(id)", point: point, tags: tags, missingPointReason: nil))
    }

    mutating func way(id: Int64, tags: [String: String]?, nodeIDs: PBFLazyValues<[Int64]>) throws(PBFError) {
        guard let tags else { return }
        append("way/\(id)", outlines.position(ofWay: id), tags)
    }

    mutating func relation(id: Int64, tags: [String: String]?, members: PBFLazyValues<[PBFMember]>) throws(PBFError) {
        guard let tags else { return }
        append("relation/\(id)", outlines.position(ofRelation: id), tags)
    }

    private mutating func append(_ osmID: String, _ point: GeoPoint?, _ tags: [String: String]) {
        records.append(OSMRecord(osmID: osmID, point: point, tags: tags, missingPointReason: point == nil ? .noCoordinates : nil))
    }
}
