import Foundation

/// Latencies of one kind of operation, summarised the way the README reports them.
struct LatencyStatistics {
    let name: String
    private(set) var samples: [Duration] = []

    init(name: String) {
        self.name = name
    }

    mutating func record(_ duration: Duration) {
        samples.append(duration)
    }

    /// The sample at or below which `fraction` of all samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Duration {
        guard !samples.isEmpty else { return .zero }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }

    var mean: Duration {
        guard !samples.isEmpty else { return .zero }
        return samples.reduce(.zero, +) / samples.count
    }

    static let header = "operation".padding(toLength: 46, withPad: " ", startingAt: 0) + " count    p50 ms    p90 ms    p99 ms    max ms   mean ms"

    var row: String {
        let columns = [percentile(0.5), percentile(0.9), percentile(0.99), samples.max() ?? .zero, mean]
            .map { String(format: "%9.3f", $0.milliseconds) }
        return name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%6d", samples.count) + " " + columns.joined(separator: " ")
    }
}
