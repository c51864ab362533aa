/// A store's answers to the judged set: mean precision at 5 and mean reciprocal rank.
public struct RelevanceReport: Sendable {
    public let judgements: [RelevanceJudgement]

    public init(judgements: [RelevanceJudgement]) {
        self.judgements = judgements
    }

    public var meanPrecisionAtDepth: Double { mean(judgements.map(\.precisionAtDepth)) }
    public var meanReciprocalRank: Double { mean(judgements.map(\.reciprocalRank)) }
    public var wrong: [RelevanceJudgement] { judgements.filter { !$0.isRight } }

    /// One line: `94 questions: precision@5 0.98, MRR 0.99, 2 wrong`.
    public var summary: String {
        "\(judgements.count) questions: precision@\(RelevanceJudgement.depth) \(Self.twoPlaces(meanPrecisionAtDepth)), "
            + "MRR \(Self.twoPlaces(meanReciprocalRank)), \(wrong.count) wrong"
    }

    private func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    private static func twoPlaces(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
