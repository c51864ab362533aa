/// The saved radius and minimum rating (App adapts the Preferences feature).
public protocol SearchCriteriaProviding: Sendable {
    func searchCriteria() async throws -> SearchCriteria
}
