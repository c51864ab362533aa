import Foundation

/// The comparison as a table: raw SQL and our code, p50 and p99, our time as a multiple of raw's, the
/// in-memory k-d tree's median and ours as a multiple of it (the floor, where it answers), the mean
/// result count, and every disagreement spelt out.
enum QueryComparisonTable {
    static func text(_ rows: [QueryComparison.Row]) -> String {
        let header = "question".padding(toLength: 40, withPad: " ", startingAt: 0)
            + "     n  results   raw p50   raw p99  ours p50  ours p99  ×p50  ×p99  k-d p50  ours÷k-d p50  raw plan"
        let lines = rows.map { row -> String in
            let numbers = [row.raw.percentile(0.5), row.raw.percentile(0.99), row.ours.percentile(0.5), row.ours.percentile(0.99)]
                .map { String(format: "%9.3f", $0.milliseconds) }
            let floor = row.floor.map { String(format: "%9.4f", $0.percentile(0.5).milliseconds) + ratio(row.ours.percentile(0.5), $0.percentile(0.5), width: 14) }
                ?? "        –             –"
            return row.label.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%6d %8.1f ", row.ours.samples.count, row.meanResults)
                + numbers.joined(separator: " ")
                + ratio(row.ours.percentile(0.5), row.raw.percentile(0.5)) + ratio(row.ours.percentile(0.99), row.raw.percentile(0.99))
                + floor + "  " + (row.rawPlan ?? "")
        }
        return ([header] + lines).joined(separator: "\n")
    }

    static func mismatchReport(_ rows: [QueryComparison.Row]) -> String? {
        let failing = rows.filter { !$0.mismatches.isEmpty }
        guard !failing.isEmpty else { return nil }
        var lines = ["MISMATCH: our answers differ from the raw SQL's:"]
        for row in failing {
            lines.append("  \(row.label): \(row.mismatches.count) of \(row.ours.samples.count) questions, e.g.")
            lines += row.mismatches.prefix(3).map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private static func ratio(_ numerator: Duration, _ denominator: Duration, width: Int = 6) -> String {
        let text = denominator > .zero ? String(format: "%.2f", numerator.milliseconds / denominator.milliseconds) : "-"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
