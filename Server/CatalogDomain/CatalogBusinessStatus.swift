/// Whether a restaurant still serves, as Google's `business_status` / `businessStatus` name it.
public enum CatalogBusinessStatus: String, Sendable, Equatable, CaseIterable {
    case operational = "OPERATIONAL"
    case closedTemporarily = "CLOSED_TEMPORARILY"
    case closedPermanently = "CLOSED_PERMANENTLY"

    /// Whether the restaurant can be open at all (its hours then decide).
    public var mayBeOpen: Bool {
        self == .operational
    }
}
