import Shared

/// What a person asked for; anything left nil comes from their preferences or location.
public struct NearbyInput: Sendable, Equatable {
    public static let defaultLimit = 20

    public let location: Coordinates?
    public let radius: Int?
    public let minimumRating: Double?
    public let openNow: Bool
    public let ranking: NearbyRanking
    public let limit: Int
    public let includeClosed: Bool
    /// What to eat, in the person's words; nil for any restaurant.
    public let what: String?
    public let priceLevels: ClosedRange<Int>?
    /// Search around the place of this name instead of your location ("Alfama", "Rua Augusta, Lisboa").
    public let near: String?
    /// What the places must say of themselves (diets, wheelchair access …).
    public let requirements: [PlaceRequirement]
    /// Cuisines any one of which will do, as OpenStreetMap names them (`pizza`, `middle_eastern`).
    public let cuisines: [String]
    /// Search among one's favourites only.
    public let favouritesOnly: Bool
    /// Draw the results on a map after the list.
    public let showsMap: Bool

    public init(
        location: Coordinates? = nil, radius: Int? = nil, minimumRating: Double? = nil, openNow: Bool = false, ranking: NearbyRanking = .rating,
        limit: Int = defaultLimit, includeClosed: Bool = false, what: String? = nil, priceLevels: ClosedRange<Int>? = nil,
        near: String? = nil, requirements: [PlaceRequirement] = [], cuisines: [String] = [], favouritesOnly: Bool = false,
        showsMap: Bool = false
    ) {
        self.location = location
        self.radius = radius
        self.minimumRating = minimumRating
        self.openNow = openNow
        self.ranking = ranking
        self.limit = limit
        self.includeClosed = includeClosed
        self.what = what
        self.priceLevels = priceLevels
        self.near = near
        self.requirements = requirements
        self.cuisines = cuisines
        self.favouritesOnly = favouritesOnly
        self.showsMap = showsMap
    }

    /// The same question for at most `limit` restaurants.
    public func with(limit: Int) -> NearbyInput {
        with(limit: limit, location: location, near: near)
    }

    /// The same question around another point, or the place of another name.
    public func around(_ location: Coordinates?, near: String?) -> NearbyInput {
        with(limit: limit, location: location, near: near)
    }

    private func with(limit: Int, location: Coordinates?, near: String?) -> NearbyInput {
        NearbyInput(
            location: location, radius: radius, minimumRating: minimumRating, openNow: openNow, ranking: ranking, limit: limit,
            includeClosed: includeClosed, what: what, priceLevels: priceLevels, near: near, requirements: requirements, cuisines: cuisines,
            favouritesOnly: favouritesOnly, showsMap: showsMap
        )
    }
}
