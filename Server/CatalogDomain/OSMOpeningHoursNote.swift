/// Something in an OSM `opening_hours` value that could not be used as written: a rule skipped (the
/// catalog keeps regular weekly hours only) or a time approximated.
public struct OSMOpeningHoursNote: Sendable, Equatable, Hashable {
    public enum Kind: String, Sendable, CaseIterable, Hashable {
        case publicHolidays = "public-holiday rules (PH)"
        case schoolHolidays = "school-holiday rules (SH)"
        case datesOrMonths = "date or month rules"
        case weekNumbers = "week-number rules"
        case easter = "easter rules"
        case nthWeekday = "nth-weekday rules (e.g. Fr[1])"
        case commentOnly = "comment-only rules"
        case fallback = "fallback rules (||)"
        case unrecognized = "rules in unrecognised syntax"
        /// Not skipped: `18:00+` is read as open until midnight, `12:00-14:30+` as closing at 14:30.
        case openEndApproximated = "open-ended times read as a fixed close"
    }

    public let kind: Kind
    /// The rule as written.
    public let rule: String

    public init(kind: Kind, rule: String) {
        self.kind = kind
        self.rule = rule
    }

    /// Whether the rule was left out (rather than used approximately).
    public var isSkippedRule: Bool { kind != .openEndApproximated }
}
