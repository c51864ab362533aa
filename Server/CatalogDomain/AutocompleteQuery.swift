/// What an autocomplete asks the catalog for: restaurants whose name has words starting with every
/// word of `input` (people search restaurants by name), those near `location` first.
public struct AutocompleteQuery: Sendable, Equatable {
    public var input: String
    public var location: GeoPoint?
    /// Metres around `location` preferred (a bias, not a limit).
    public var radius: Double?
    /// Only restaurants within `radius` of `location` (Google's `strictbounds`).
    public var strictBounds: Bool
    public var limit: Int

    public init(input: String, location: GeoPoint? = nil, radius: Double? = nil, strictBounds: Bool = false, limit: Int = 5) {
        self.input = input
        self.location = location
        self.radius = radius
        self.strictBounds = strictBounds
        self.limit = limit
    }
}
