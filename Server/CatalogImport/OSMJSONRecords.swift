/// The records of a GeoJSON or Overpass JSON export, element by element.
struct OSMJSONRecords: OSMRecordReading {
    private var stream: OSMElementStream

    init(_ stream: OSMElementStream) {
        self.stream = stream
    }

    var format: OSMDocumentFormat { stream.format }

    mutating func nextRecord() throws(OSMImportError) -> OSMRecord? {
        try stream.nextElement().map { OSMDocumentReader.record($0, format: stream.format) }
    }
}
