import Foundation

/// The same operations measured on SQLite and on PostgreSQL, side by side with PostgreSQL's p50 and
/// p99 as multiples of SQLite's.
struct StoreComparison {
    private(set) var sqlite: [String: LatencyStatistics] = [:]
    private(set) var postgres: [String: LatencyStatistics] = [:]
    private(set) var order: [String] = []

    mutating func record(sqlite statistics: [LatencyStatistics]) {
        for item in statistics {
            if !order.contains(item.name) { order.append(item.name) }
            sqlite[item.name] = item
        }
    }

    mutating func record(postgres statistics: [LatencyStatistics]) {
        for item in statistics {
            if !order.contains(item.name) { order.append(item.name) }
            postgres[item.name] = item
        }
    }

    var table: String {
        let header = "operation".padding(toLength: 46, withPad: " ", startingAt: 0)
            + "  SQLite p50   PG p50  ×p50   SQLite p99   PG p99  ×p99"
        let rows = order.map { name -> String in
            let lite = sqlite[name]
            let pg = postgres[name]
            let columns = [
                Self.milliseconds(lite?.percentile(0.5)), Self.milliseconds(pg?.percentile(0.5)), Self.ratio(pg?.percentile(0.5), lite?.percentile(0.5)),
                Self.milliseconds(lite?.percentile(0.99)), Self.milliseconds(pg?.percentile(0.99)), Self.ratio(pg?.percentile(0.99), lite?.percentile(0.99)),
            ]
            return name.padding(toLength: 46, withPad: " ", startingAt: 0) + columns.joined(separator: " ")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    private static func milliseconds(_ duration: Duration?) -> String {
        duration.map { String(format: "%11.3f", $0.milliseconds) } ?? String(repeating: " ", count: 10) + "-"
    }

    private static func ratio(_ numerator: Duration?, _ denominator: Duration?) -> String {
        guard let numerator, let denominator, denominator > .zero else { return "    -" }
        return String(format: "%5.1f", numerator.milliseconds / denominator.milliseconds)
    }
}
