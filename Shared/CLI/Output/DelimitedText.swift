import Foundation

/// Records as text other tools split into fields: CSV for spreadsheets (RFC 4180: a header row, fields
/// holding a comma, a quote or a line break quoted) and TSV for line tools (one record a line, no header,
/// no quoting: tabs and line breaks inside a field become spaces). Lines end in LF, not RFC 4180's CRLF:
/// the console lets no carriage return through, and spreadsheets and csv modules read LF alike. Each
/// field is cleaned of terminal controls first (so the console's gate has nothing left to cut across
/// fields), and a CSV text field a spreadsheet would take for a formula (`=`, `+`, `-`, `@`) gets a
/// leading `'`.
public enum DelimitedText {
    public static func csv(header: [String], records: [[String]]) -> String {
        ([header] + records).map { $0.map(csvField).joined(separator: ",") + "\n" }.joined()
    }

    public static func tsv(records: [[String]]) -> String {
        records.map { $0.map(tsvField).joined(separator: "\t") + "\n" }.joined()
    }

    /// A value as a field: empty when absent.
    public static func field(_ value: (any CustomStringConvertible)?) -> String {
        value.map(\.description) ?? ""
    }

    /// Degrees of latitude or longitude as a field: six decimals (about 10 cm), never in exponent form.
    public static func field(degrees: Double) -> String {
        String(format: "%.6f", degrees)
    }

    private static func csvField(_ raw: String) -> String {
        var field = TerminalText.safe(raw)
        if let first = field.first, "=+-@".contains(first), Double(field) == nil { field = "'" + field }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func tsvField(_ field: String) -> String {
        String(TerminalText.line(field).map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
