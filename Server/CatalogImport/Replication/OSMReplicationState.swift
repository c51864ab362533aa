import Foundation

/// A replication `state.txt` (Java properties, as Osmosis writes them): the sequence number of the
/// newest diff and when its data was current. `timestamp=2024-03-04T21\:21\:35Z` escapes its colons.
struct OSMReplicationState: Equatable {
    let sequence: Int
    let timestamp: Date?

    init(sequence: Int, timestamp: Date?) {
        self.sequence = sequence
        self.timestamp = timestamp
    }

    /// A state file's contents; nil without a `sequenceNumber` the layout can hold.
    init?(text: String) {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.replacingOccurrences(of: "\\", with: "").trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        guard let sequence = values["sequenceNumber"].flatMap(Int.init), (0...Self.largestSequence).contains(sequence) else { return nil }
        self.sequence = sequence
        timestamp = values["timestamp"].flatMap { try? Date.ISO8601FormatStyle().parse($0) }
    }

    /// The layout has nine digits.
    static let largestSequence = 999_999_999

    /// Where diff `sequence` lies under the replication's base: `000/003/989`, to which `.osc.gz` and
    /// `.state.txt` are added.
    static func path(of sequence: Int) -> String {
        let padded = String(format: "%09d", sequence)
        return [padded.prefix(3), padded.dropFirst(3).prefix(3), padded.suffix(3)].joined(separator: "/")
    }
}
