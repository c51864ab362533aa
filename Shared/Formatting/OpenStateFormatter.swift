/// Whether a place is open, as lists show it.
public enum OpenStateFormatter {
    /// Why it is closed for good or for now, else "open", "closed", or "–" when the source did not say.
    public static func text(isOpen: Bool?, businessStatus: BusinessStatus? = nil) -> String {
        if let closed = businessStatus?.closedLabel { return closed }
        return switch isOpen {
        case true?: "open"
        case false?: "closed"
        case nil: "–"
        }
    }
}
