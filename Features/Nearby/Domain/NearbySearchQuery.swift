import Shared

public struct NearbySearchQuery: Sendable, Equatable, Hashable {
    public static let maximumLimit = 60
    /// Google's price levels, cheapest first.
    public static let priceLevelRange = 1...4

    public let center: Coordinates
    /// Metres.
    public let radius: Int
    public let openNow: Bool
    public let ranking: NearbyRanking
    public let minimumRating: Double
    /// At most this many restaurants.
    public let limit: Int
    /// Whether restaurants closed for good are found too (left out by default).
    public let includeClosed: Bool
    /// What to eat, in the person's words ("sushi", "vegan ramen", a name); nil for any restaurant.
    public let what: String?
    /// Only restaurants whose price level (1 to 4) lies within; nil for any price, unknown included.
    public let priceLevels: ClosedRange<Int>?
    /// What the places must say of themselves (diets, wheelchair access …), each once, in order.
    public let requirements: [PlaceRequirement]
    /// Only restaurants serving one of these cuisines, as OpenStreetMap names them (`pizza`,
    /// `middle_eastern`), each once, in the order asked; empty for any.
    public let cuisines: [String]

    public init(
        center: Coordinates, radius: Int, openNow: Bool, ranking: NearbyRanking, minimumRating: Double, limit: Int, includeClosed: Bool = false,
        what: String? = nil, priceLevels: ClosedRange<Int>? = nil, requirements: [PlaceRequirement] = [], cuisines: [String] = []
    ) {
        self.center = center
        self.radius = radius
        self.openNow = openNow
        self.ranking = ranking
        self.minimumRating = minimumRating
        self.limit = limit
        self.includeClosed = includeClosed
        let words = what?.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.what = words?.isEmpty == false ? words : nil
        self.priceLevels = priceLevels
        self.requirements = Set(requirements).sorted()
        var seen = Set<String>()
        self.cuisines = cuisines.filter { seen.insert($0).inserted }
    }

    /// A cuisine as words, as a person or a keyword search reads it (`middle_eastern` → "middle eastern").
    public static func words(ofCuisine value: String) -> String {
        value.replacingOccurrences(of: "_", with: " ")
    }

    /// Whether a restaurant passes the filters a service may have to apply itself: the minimum rating,
    /// open now, the price and closed for good. (What to eat and what places say of themselves only the
    /// service can match, and cuisines; `PlacesNewNearbyRestaurantsService` checks Google's answers itself.)
    public func admits(_ restaurant: NearbyRestaurant) -> Bool {
        (restaurant.rating ?? 0) >= minimumRating
            && (!openNow || restaurant.isOpen == true)
            && (includeClosed || restaurant.businessStatus != .closedPermanently)
            && priceLevels.map { levels in restaurant.priceLevel.map(levels.contains) ?? false } ?? true
    }

    /// The same question with other filters: what the empty hint tries and the cache answers from.
    func with(
        radius: Int? = nil, openNow: Bool? = nil, minimumRating: Double? = nil, limit: Int? = nil, priceLevels: ClosedRange<Int>?? = .none,
        requirements: [PlaceRequirement]? = nil, what: String?? = .none, cuisines: [String]? = nil
    ) -> NearbySearchQuery {
        NearbySearchQuery(
            center: center, radius: radius ?? self.radius, openNow: openNow ?? self.openNow, ranking: ranking,
            minimumRating: minimumRating ?? self.minimumRating, limit: limit ?? self.limit, includeClosed: includeClosed,
            what: what ?? self.what, priceLevels: priceLevels ?? self.priceLevels, requirements: requirements ?? self.requirements,
            cuisines: cuisines ?? self.cuisines
        )
    }
}
