/// The order results are wanted in.
public enum NearbyRanking: String, Sendable, Equatable, CaseIterable {
    /// Best rated first.
    case rating
    /// Nearest first.
    case distance
}
