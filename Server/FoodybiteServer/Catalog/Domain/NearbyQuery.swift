/// What a nearby search asks the catalog for.
public struct NearbyQuery: Sendable, Equatable, Codable {
    public enum Ranking: String, Sendable, Equatable, Codable {
        /// Best rated first (then most rated, then nearest).
        case prominence
        /// Nearest first.
        case distance
    }

    /// The farthest a search reaches, in metres (Google's limit).
    public static let maximumRadius = 50_000.0
    /// The most results a search returns over all its pages (Google's limit).
    public static let maximumResults = 60

    public var center: GeoPoint
    /// Metres; nil with `.distance` ranking, which then reaches up to `maximumRadius`.
    public var radius: Double?
    public var ranking: Ranking
    /// Words that must all occur (as word prefixes, ignoring case and accents) in the name, vicinity or
    /// cuisines.
    public var keyword: String?
    public var openNow: Bool
    public var minPrice: Int?
    public var maxPrice: Int?
    public var limit: Int

    public init(
        center: GeoPoint,
        radius: Double?,
        ranking: Ranking = .prominence,
        keyword: String? = nil,
        openNow: Bool = false,
        minPrice: Int? = nil,
        maxPrice: Int? = nil,
        limit: Int = NearbyQuery.maximumResults
    ) {
        self.center = center
        self.radius = radius
        self.ranking = ranking
        self.keyword = keyword
        self.openNow = openNow
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.limit = limit
    }
}
