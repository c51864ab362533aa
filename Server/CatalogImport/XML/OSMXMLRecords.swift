/// The places to eat of an OSM XML file as records: read in one last pass and held (only the places,
/// never the file's other elements), then handed out one at a time.
struct OSMXMLRecords: OSMRecordReading {
    private var records: [OSMRecord]
    private var next = 0

    init(file: OSMXMLFile, outlines: OSMOutlines, filter: OSMPlaceFilter) throws(OSMImportError) {
        var places = OSMPlaceRecords(outlines: outlines)
        try file.pass(with: &places, filter: filter)
        records = places.records
    }

    var format: OSMDocumentFormat { .osmXML }

    mutating func nextRecord() throws(OSMImportError) -> OSMRecord? {
        guard next < records.count else { return nil }
        defer { next += 1 }
        return records[next]
    }
}
