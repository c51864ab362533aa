import ArgumentParser
import Foundation

/// `--price`: one of Google's price levels (1 to 4) or a range of them, `2` or `1-2`.
enum PriceLevelRange {
    static func parse(_ text: String) throws -> ClosedRange<Int> {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        let range = NearbySearchQuery.priceLevelRange
        guard (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
              range.contains(low), range.contains(high), low <= high
        else {
            throw ValidationError("--price must be a level from \(range.lowerBound) to \(range.upperBound), or two joined by '-' (cheapest first), such as 2 or 1-2; not '\(text)'.")
        }
        return low...high
    }
}
