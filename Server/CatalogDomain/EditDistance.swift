/// How many single-letter edits turn one word into another: inserting, deleting or substituting a
/// letter, or swapping two neighbouring letters (the optimal string alignment distance).
enum EditDistance {
    /// The distance, or nil when it is more than `limit`.
    static func between(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(lhs.count - rhs.count) <= limit else { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count] <= limit ? previous[rhs.count] : nil
    }
}
