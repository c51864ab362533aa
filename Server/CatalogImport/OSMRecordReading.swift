/// An export's elements as records, one at a time, whatever the file's format.
protocol OSMRecordReading {
    var format: OSMDocumentFormat { get }
    mutating func nextRecord() throws(OSMImportError) -> OSMRecord?
}
