import Foundation
import Shared

public struct NearbyViewData: Sendable, Equatable {
    public let origin: DataOrigin
    public let center: UserLocation
    public let radius: Int
    public let minimumRating: Double
    public let ranking: NearbyRanking
    public let rows: [RestaurantRowViewData]
    /// Why the rows are only part of the answer; nil when it is whole.
    public let partialReason: String?
    /// How the source matched a filter more loosely than asked; nil when it matched exactly.
    public let looseMatchReason: String?
    /// With no rows: where the catalog has restaurants, or which filter to loosen.
    public let emptyHint: String?
    /// Whether the restaurants are a demo's, and whom to credit.
    public let credits: SourceCredits
    /// What to eat, as asked; nil for any restaurant.
    public let what: String?
    public let priceLevels: ClosedRange<Int>?
    /// What the places were asked to say of themselves.
    public let requirements: [PlaceRequirement]
    /// The cuisines asked for, as OpenStreetMap names them; empty for any.
    public let cuisines: [String]
    /// The other places of the name searched near, when one was given.
    public let otherPlaces: [NamedPlace]
    /// Whether only one's favourites were searched.
    public let favouritesOnly: Bool

    public init(
        origin: DataOrigin,
        center: UserLocation,
        radius: Int,
        minimumRating: Double,
        ranking: NearbyRanking,
        rows: [RestaurantRowViewData],
        partialReason: String? = nil,
        looseMatchReason: String? = nil,
        emptyHint: String? = nil,
        credits: SourceCredits = .none,
        what: String? = nil,
        priceLevels: ClosedRange<Int>? = nil,
        requirements: [PlaceRequirement] = [],
        cuisines: [String] = [],
        otherPlaces: [NamedPlace] = [],
        favouritesOnly: Bool = false
    ) {
        self.origin = origin
        self.center = center
        self.radius = radius
        self.minimumRating = minimumRating
        self.ranking = ranking
        self.rows = rows
        self.partialReason = partialReason
        self.looseMatchReason = looseMatchReason
        self.emptyHint = emptyHint
        self.credits = credits
        self.what = what
        self.priceLevels = priceLevels
        self.requirements = requirements
        self.cuisines = cuisines
        self.otherPlaces = otherPlaces
        self.favouritesOnly = favouritesOnly
    }

    /// Said with the demo catalog's restaurants, which are made up.
    public static let demoCatalogNote = "Demo catalog: fictional restaurants around Lisbon — import your city's OpenStreetMap data "
        + "(`foodybite-server import FILE`) or set GOOGLE_PLACES_API_KEY for real ones."

    /// The demo's note when the restaurants shown are the demo's.
    public var demoNote: String? {
        credits.isDemoCatalog && !rows.isEmpty ? Self.demoCatalogNote : nil
    }

    /// "12 restaurants within 10 km of 38.7223,-9.1393 (saved location), rated 4.0 or better, best rated first";
    /// "2 of your favourites within …" among favourites.
    public var summary: String {
        let noun = favouritesOnly ? ("of your favourites", "of your favourites") : ("restaurant", "restaurants")
        let count = (rows.count == 1 ? "1 \(noun.0)" : "\(rows.count) \(noun.1)") + (what.map { " matching “\($0)”" } ?? "")
            + (cuisines.isEmpty ? "" : " serving " + cuisines.map(NearbySearchQuery.words(ofCuisine:)).joined(separator: " or ") + " food")
            + (requirements.isEmpty ? "" : " (" + requirements.map(\.phrase).joined(separator: ", ") + ")")
        let price = priceLevels.map { levels in
            let cheapest = PriceLevelFormatter.symbols(levels.lowerBound) ?? "", dearest = PriceLevelFormatter.symbols(levels.upperBound) ?? ""
            return ", priced " + (levels.count == 1 ? cheapest : "\(cheapest) to \(dearest)")
        } ?? ""
        let rating = minimumRating > 0 ? ", rated \(RatingFormatter.oneDecimal(minimumRating)) or better" : ""
        let order = ranking == .rating ? "best rated first" : "nearest first"
        return "\(count) within \(DistanceFormatter.string(fromMeters: Double(radius))) of \(center.description)\(rating)\(price), \(order)"
    }

    public func cacheNote(now: Date) -> String? {
        origin.cacheNote(showing: "results", now: now)
    }

    /// "Showing only part of the results: page 2 could not be fetched: …" for a partial answer.
    public var partialNote: String? {
        partialReason.map { "Showing only part of the results: \($0)" }
    }

    /// "Some places listed may not match: Google's legacy Places API has no cuisine filter: …" when the
    /// source matched loosely, and there is something listed.
    public var looseMatchNote: String? {
        guard !rows.isEmpty else { return nil }
        return looseMatchReason.map { "Some places listed may not match: \($0)." }
    }
}
