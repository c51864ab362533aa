/// The ranges a search's criteria must lie in, wherever they are given: a flag, a prompt or the
/// saved preferences.
public enum SearchCriteriaRange {
    /// Metres: the Places API accepts at most 50 km.
    public static let radius = 1...50_000
    /// Stars.
    public static let minimumRating = 0.0...5.0
}
