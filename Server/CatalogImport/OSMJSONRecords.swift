import ServerJSON

/// The records of a GeoJSON or Overpass JSON export, element by element. An Overpass way or relation
/// given only by its nodes or members (no `center`, `geometry` or `bounds`) is held back until the
/// file is read, then placed at the centroid of its outline from the nodes the file holds (see
/// `OSMOutlines`), in passes made only when the file has such elements.
struct OSMJSONRecords: OSMRecordReading {
    private var stream: OSMElementStream
    private let file: OSMOverpassFile
    private let filter: OSMPlaceFilter
    private var awaitingOutlines: [OSMRecord] = []
    private var placed: [OSMRecord]?

    init(_ stream: OSMElementStream, source: OSMExportSource, chunkSize: Int, filter: OSMPlaceFilter) {
        self.stream = stream
        file = OSMOverpassFile(source: source, chunkSize: chunkSize)
        self.filter = filter
    }

    var format: OSMDocumentFormat { stream.format }

    mutating func nextRecord() throws(OSMImportError) -> OSMRecord? {
        while let element = try stream.nextElement() {
            let record = OSMDocumentReader.record(element, format: stream.format)
            guard Self.isGivenByItsNodes(record, element: element) else { return record }
            awaitingOutlines.append(record)
        }
        if placed == nil { placed = try placeAwaitingOutlines().reversed() }
        return placed?.popLast()
    }

    private static func isGivenByItsNodes(_ record: OSMRecord, element: ImportedJSONValue) -> Bool {
        record.missingPointReason == .unsupportedGeometry && (element["nodes"] != nil || element["members"] != nil)
    }

    private func placeAwaitingOutlines() throws(OSMImportError) -> [OSMRecord] {
        guard !awaitingOutlines.isEmpty else { return [] }
        let outlines = try OSMOutlines.read(file, filter: filter)
        return awaitingOutlines.map { record in
            var record = record
            let parts = record.osmID?.split(separator: "/") ?? []
            guard parts.count == 2, let id = Int64(parts[1]) else { return record }
            if parts[0] == "way" {
                record.point = outlines.position(ofWay: id)
                record.outline = outlines.nodes(ofWay: id)
            } else {
                record.point = outlines.position(ofRelation: id)
            }
            if record.point != nil { record.missingPointReason = nil }
            return record
        }
    }
}
