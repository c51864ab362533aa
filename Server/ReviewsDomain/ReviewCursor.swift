import Foundation

/// Where a page of reviews ends: the last review's `createdAt` (in microseconds since 1970) and its
/// arrival, the order's tie-break. The next page holds the reviews that come after it in the order
/// (newest first). As text (`?after=`, `Foodybite-Next-Page`) it is `MICROSECONDS.ARRIVAL`.
package struct ReviewCursor: Sendable, Equatable {
    package let createdAtMicroseconds: Int64
    package let arrival: Int64

    package init(createdAtMicroseconds: Int64, arrival: Int64) {
        self.createdAtMicroseconds = createdAtMicroseconds
        self.arrival = arrival
    }

    package init(createdAt: Date, arrival: Int64) {
        self.init(createdAtMicroseconds: Int64((createdAt.timeIntervalSince1970 * 1_000_000).rounded()), arrival: arrival)
    }

    /// Nil for any text this server did not write: `DIGITS.DIGITS`, at most 17 digits for the moment (so
    /// that it stays between 1970 and the year 5000, where every store can compare it) and 18 for the
    /// arrival, as the OpenAPI's pattern says.
    package init?(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.areDigits(parts[0], atMost: 17), Self.areDigits(parts[1], atMost: 18),
              let microseconds = Int64(parts[0]), let arrival = Int64(parts[1])
        else { return nil }
        self.init(createdAtMicroseconds: microseconds, arrival: arrival)
    }

    private static func areDigits(_ text: Substring, atMost maximum: Int) -> Bool {
        (1...maximum).contains(text.utf8.count) && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    package var text: String { "\(createdAtMicroseconds).\(arrival)" }

    package var createdAt: Date { Date(timeIntervalSince1970: Double(createdAtMicroseconds) / 1_000_000) }
}
