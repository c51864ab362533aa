import Shared

extension BusinessStatus {
    /// Both Places APIs spell it alike: `OPERATIONAL`, `CLOSED_TEMPORARILY`, `CLOSED_PERMANENTLY`;
    /// anything else (or nothing) is unknown.
    public init?(placesValue: String?) {
        switch placesValue {
        case "OPERATIONAL": self = .operational
        case "CLOSED_TEMPORARILY": self = .closedTemporarily
        case "CLOSED_PERMANENTLY": self = .closedPermanently
        default: return nil
        }
    }
}
