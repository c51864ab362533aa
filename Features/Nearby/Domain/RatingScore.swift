/// What "best rated first" ranks by: a confidence-weighted score, the Bayesian average that counts
/// `priorCount` ratings of `priorMean` beside a restaurant's own, (10 × 3.5 + rating × count) ÷ (10 +
/// count), so that few ratings do not beat many (5.0 from 3 ratings scores 3.85, 4.8 from 600 scores
/// 4.78). Our server ranks by the same rule; sources that do not rank by rating are ranked by it here.
public enum RatingScore {
    public static let priorCount = 10.0
    public static let priorMean = 3.5

    /// Nil for an unrated restaurant, which comes after the rated ones; a rating without a count counts once.
    public static func of(rating: Double?, count: Int?) -> Double? {
        rating.map { (priorCount * priorMean + $0 * Double(max(count ?? 1, 1))) / (priorCount + Double(max(count ?? 1, 1))) }
    }
}
