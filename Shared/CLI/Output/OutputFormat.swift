import ArgumentParser

/// How a command prints its answer: a table for people, or a format other tools read.
public enum OutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Text for people: tables, colour on a terminal.
    case table
    /// One JSON document, as the command-line contract says.
    case json
    /// A GeoJSON FeatureCollection (RFC 7946) that QGIS and geojson.io open.
    case geojson
    /// Comma-separated values with a header row (RFC 4180), for spreadsheets.
    case csv
    /// One record a line, fields between tabs, id first, no header: for fzf, cut and awk.
    case tsv

    /// What every command can print.
    public static let everyCommand: [OutputFormat] = [.table, .json]

    /// What a list of places (nearby, search, favourites list) can print.
    public static let places: [OutputFormat] = allCases

    /// What a list of other things (reviews list) can print: no map.
    public static let records: [OutputFormat] = [.table, .json, .csv, .tsv]
}
