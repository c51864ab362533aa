public struct PreferencesChanges: Sendable, Equatable {
    public let radius: Int?
    public let minimumRating: Double?

    public init(radius: Int? = nil, minimumRating: Double? = nil) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}
