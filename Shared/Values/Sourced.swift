/// A value together with where it came from, so a view can say "cached 3 hours ago", and why it is
/// only part of the answer when some of it could not be fetched.
public struct Sourced<Value: Sendable>: Sendable {
    public let value: Value
    public let origin: DataOrigin
    /// Why `value` is only part of the answer (e.g. "page 2 could not be fetched: …"); nil when whole.
    public let partialReason: String?
    /// How the source answered a filter more loosely than it was asked (e.g. a cuisine searched for as
    /// words where the source has no such filter), so that some of `value` may not pass it; nil when exact.
    public let looseMatchReason: String?
    /// Whether the data is a demo's and whom to credit for it.
    public let credits: SourceCredits

    public init(
        _ value: Value, origin: DataOrigin, partialReason: String? = nil, looseMatchReason: String? = nil, credits: SourceCredits = .none
    ) {
        self.value = value
        self.origin = origin
        self.partialReason = partialReason
        self.looseMatchReason = looseMatchReason
        self.credits = credits
    }

    public static func live(
        _ value: Value, partialReason: String? = nil, looseMatchReason: String? = nil, credits: SourceCredits = .none
    ) -> Sourced {
        Sourced(value, origin: .live, partialReason: partialReason, looseMatchReason: looseMatchReason, credits: credits)
    }

    /// The same answer, saying it matched loosely for `reason` too.
    public func matchedLoosely(_ reason: String) -> Sourced {
        let reasons = [looseMatchReason, reason].compactMap { $0 }
        return Sourced(value, origin: origin, partialReason: partialReason, looseMatchReason: reasons.joined(separator: "; "), credits: credits)
    }
}

extension Sourced: Equatable where Value: Equatable {}
