/// Whether a restaurant is trading. A closed one is never open now, whatever its hours say.
public enum BusinessStatus: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case operational
    case closedTemporarily
    case closedPermanently

    public var isClosed: Bool { self != .operational }

    /// What a person reads instead of the opening hours; nil while trading.
    public var closedLabel: String? {
        switch self {
        case .operational: nil
        case .closedTemporarily: "Temporarily closed"
        case .closedPermanently: "Permanently closed"
        }
    }
}
