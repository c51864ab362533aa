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
    /// Whether permanently closed restaurants are found too (they are left out by default).
    public var includeClosed: Bool
    /// Only restaurants whose merged rating is at least this; nil or 0 also keeps the unrated.
    public var minimumRating: Double?
    public var minPrice: Int?
    public var maxPrice: Int?
    /// Only restaurants at one of these price levels (besides `minPrice`…`maxPrice`); nil for any.
    public var priceLevels: [Int]?
    /// Only rated restaurants (true) or only unrated ones (false); nil for both. Stores ask themselves
    /// for each part apart: the unrated all rank alike, so the nearest of them come first.
    public var rated: Bool?
    /// Only restaurants inside one of these boxes (a rectangle the search is restricted to, in two boxes
    /// when it crosses the antimeridian), besides the circle; nil for the whole circle.
    public var area: [GeoBoundingBox]?
    /// What the place must say of itself (diets, wheelchair, takeaway …); nil for nothing. Optional so
    /// that page tokens of earlier versions, which carry the query, still read.
    public var requirements: PlaceRequirements?
    /// Only restaurants with one of these cuisines (`CuisineValue`: `pizza`, `japanese`); nil for any.
    /// Optional for the same reason.
    public var cuisines: [String]?
    public var limit: Int

    public init(
        center: GeoPoint,
        radius: Double?,
        ranking: Ranking = .prominence,
        keyword: String? = nil,
        openNow: Bool = false,
        includeClosed: Bool = false,
        minimumRating: Double? = nil,
        minPrice: Int? = nil,
        maxPrice: Int? = nil,
        priceLevels: [Int]? = nil,
        area: [GeoBoundingBox]? = nil,
        requirements: PlaceRequirements? = nil,
        cuisines: [String]? = nil,
        limit: Int = NearbyQuery.maximumResults
    ) {
        self.center = center
        self.radius = radius
        self.ranking = ranking
        self.keyword = keyword
        self.openNow = openNow
        self.includeClosed = includeClosed
        self.minimumRating = minimumRating
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.priceLevels = priceLevels
        self.area = area
        self.requirements = requirements?.isEmpty == true ? nil : requirements
        self.cuisines = cuisines?.isEmpty == true ? nil : cuisines
        self.limit = limit
    }

    /// What the place's facts must say, each on its own (none without requirements).
    public var requirementChecks: [PlaceRequirements.Check] {
        requirements?.checks ?? []
    }

    /// Whether a restaurant with these stored cuisines passes the cuisine filter (always, without one).
    public func admitsCuisines(_ stored: [String]) -> Bool {
        cuisines.map { CuisineValue.matches(stored, anyOf: $0) } ?? true
    }

    /// The minimum rating when it leaves anything out (above 0).
    public var ratingFloor: Double? {
        minimumRating.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Whether `point` lies in the query's area (always, without one).
    public func areaContains(_ point: GeoPoint) -> Bool {
        area?.contains { $0.contains(point) } ?? true
    }
}
