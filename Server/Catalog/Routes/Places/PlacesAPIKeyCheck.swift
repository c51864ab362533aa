/// Google's key rule: with a key configured, a request must carry exactly that `key`; without one,
/// any key (or none) is accepted.
struct PlacesAPIKeyCheck: Sendable {
    let requiredKey: String?

    static let missingKeyMessage = "You must use an API key to authenticate each request to the Places API."
    static let invalidKeyMessage = "The provided API key is invalid."

    enum Verdict: Sendable, Equatable {
        case accepted
        case missing
        case invalid
    }

    /// What the rule says of the key a request carries (nil or empty: none).
    func verdict(for key: String?) -> Verdict {
        guard let requiredKey else { return .accepted }
        guard let key, !key.isEmpty else { return .missing }
        return Self.constantTimeEquals(key, requiredKey) ? .accepted : .invalid
    }

    /// The legacy API's denial, or nil when the request may proceed.
    func denial(for parameters: PlacesQueryParameters) -> PlacesRequestError? {
        switch verdict(for: parameters["key"]) {
        case .accepted: nil
        case .missing: PlacesRequestError(status: .requestDenied, message: Self.missingKeyMessage)
        case .invalid: PlacesRequestError(status: .requestDenied, message: Self.invalidKeyMessage)
        }
    }

    /// Compares without stopping at the first difference, so timing does not reveal the key.
    private static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0
    }
}
