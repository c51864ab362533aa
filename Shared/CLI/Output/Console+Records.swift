extension Console {
    /// Records as the console's format asks: CSV with `header`, or TSV without; nothing for any other.
    public func writeRecords(header: [String], records: [[String]]) {
        switch format {
        case .csv: output.write(DelimitedText.csv(header: header, records: records))
        case .tsv: output.write(DelimitedText.tsv(records: records))
        case .table, .json, .geojson: break
        }
    }
}
