/// Where the current location came from, in order of precedence.
public enum LocationSource: String, Sendable, Equatable, CaseIterable {
    /// `--at LAT,LON` on this command.
    case flag
    /// `--near PLACE` on this command: a place looked up by its name.
    case place
    /// The `FOODYBITE_LOCATION` environment variable.
    case environment
    /// `foodybite location set`.
    case saved
    /// The embedded catalog's centre, when nothing else says where you are.
    case defaultCenter = "default"

    /// A short label: "--at", "FOODYBITE_LOCATION", "saved location", "default centre".
    public var label: String {
        switch self {
        case .flag: "--at"
        case .place: "--near"
        case .environment: "FOODYBITE_LOCATION"
        case .saved: "saved location"
        case .defaultCenter: "default centre"
        }
    }

    /// How a sentence names it: "from --at", "from FOODYBITE_LOCATION", ...
    public var explanation: String {
        switch self {
        case .flag: "from --at"
        case .place: "the place named with --near"
        case .environment: "from FOODYBITE_LOCATION"
        case .saved: "your saved location"
        case .defaultCenter: "the default centre; set yours with `foodybite location set PLACE` or `LAT,LON`"
        }
    }
}
