/// How well a restaurant matches what was asked for, judged on what the list shows of it (its name and
/// cuisines): every word is a word of them or names one of its cuisines, every word begins one, or some
/// word matched only where the list does not show (its street, a corrected typo). Better matches rank
/// first.
public enum MatchQuality: Int, Comparable, Sendable {
    case exact, prefix, other

    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
