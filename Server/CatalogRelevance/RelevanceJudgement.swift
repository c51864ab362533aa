/// What a store answered to one judged question, and how well.
public struct RelevanceJudgement: Sendable {
    /// How many of the first results a person reads.
    public static let depth = 5

    public let query: JudgedQuery
    /// The names of the first `depth` results, in order.
    public let ranked: [String]

    public init(query: JudgedQuery, ranked: [String]) {
        self.query = query
        self.ranked = Array(ranked.prefix(Self.depth))
    }

    /// Expected restaurants not among the first results.
    public var missing: [String] { query.expected.filter { !ranked.contains($0) } }
    /// Excluded restaurants among them.
    public var intruders: [String] { query.excluded.filter { ranked.contains($0) } }
    public var isRight: Bool { missing.isEmpty && intruders.isEmpty }

    /// The share of the first results that are expected, out of as many as could be (fewer than five
    /// when fewer are expected).
    public var precisionAtDepth: Double {
        let possible = min(Self.depth, query.expected.count)
        guard possible > 0 else { return 1 }
        return Double(ranked.filter(query.expected.contains).count) / Double(possible)
    }

    /// 1 / the rank of the first expected result; 0 when none is among the first results.
    public var reciprocalRank: Double {
        guard let index = ranked.firstIndex(where: query.expected.contains) else { return 0 }
        return 1 / Double(index + 1)
    }
}
