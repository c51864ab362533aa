/// The saved radius and minimum rating (App adapts the Preferences feature).
public protocol SearchCriteriaProviding: Sendable {
    func searchCriteria() async throws -> SearchCriteria
}

public struct SearchCriteria: Sendable, Equatable {
    public let radius: Int
    public let minimumRating: Double

    public init(radius: Int, minimumRating: Double) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}
