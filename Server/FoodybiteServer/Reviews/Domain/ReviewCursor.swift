import Foundation

/// Where a page of reviews ends: the last review's `createdAt` (in microseconds since 1970) and its
/// arrival, the order's tie-break. The next page holds the reviews that come after it in the order
/// (newest first). As text (`?after=`, `Foodybite-Next-Page`) it is `MICROSECONDS.ARRIVAL`.
struct ReviewCursor: Sendable, Equatable {
    let createdAtMicroseconds: Int64
    let arrival: Int64

    init(createdAtMicroseconds: Int64, arrival: Int64) {
        self.createdAtMicroseconds = createdAtMicroseconds
        self.arrival = arrival
    }

    init(createdAt: Date, arrival: Int64) {
        self.init(createdAtMicroseconds: Int64((createdAt.timeIntervalSince1970 * 1_000_000).rounded()), arrival: arrival)
    }

    /// Nil for any text this server did not write.
    init?(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard text.utf8.count <= 41, parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") } }),
              let microseconds = Int64(parts[0]), let arrival = Int64(parts[1]), arrival >= 0
        else { return nil }
        self.init(createdAtMicroseconds: microseconds, arrival: arrival)
    }

    var text: String { "\(createdAtMicroseconds).\(arrival)" }

    var createdAt: Date { Date(timeIntervalSince1970: Double(createdAtMicroseconds) / 1_000_000) }
}
