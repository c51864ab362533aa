import Foundation

/// A catalog restaurant as a nearby-search result shows it: what Google's search answers carry and no
/// more. A first page loads twenty in its search's read (on SQLite, only these columns and the first
/// photo), so every column left out is time saved on nearly every search.
public struct CatalogSearchResult: Sendable, Equatable {
    public var placeID: String
    public var source: CatalogSource
    public var name: String
    public var location: GeoPoint
    public var vicinity: String?
    /// Whether it is open at the search's time; nil when its hours are unknown.
    public var isOpen: Bool?
    public var rating: Double?
    public var ratingsTotal: Int
    public var priceLevel: Int?
    public var businessStatus: CatalogBusinessStatus
    /// OpenStreetMap's values (`CuisineValue`), which a result shows as Google's types and our extension.
    public var cuisines: [String]
    /// Its first photo, the only one a result shows.
    public var photo: CatalogPhoto?

    public init(
        placeID: String, source: CatalogSource, name: String, location: GeoPoint, vicinity: String?, isOpen: Bool?,
        rating: Double?, ratingsTotal: Int, priceLevel: Int?, businessStatus: CatalogBusinessStatus, cuisines: [String], photo: CatalogPhoto?
    ) {
        self.placeID = placeID
        self.source = source
        self.name = name
        self.location = location
        self.vicinity = vicinity
        self.isOpen = isOpen
        self.rating = rating
        self.ratingsTotal = ratingsTotal
        self.priceLevel = priceLevel
        self.businessStatus = businessStatus
        self.cuisines = cuisines
        self.photo = photo
    }

    /// `restaurant` as a search at `date` shows it.
    public init(_ restaurant: CatalogRestaurant, at date: Date) {
        self.init(
            placeID: restaurant.placeID, source: restaurant.source, name: restaurant.name, location: restaurant.location,
            vicinity: restaurant.vicinity, isOpen: restaurant.isOpen(at: date), rating: restaurant.rating,
            ratingsTotal: restaurant.ratingsTotal, priceLevel: restaurant.priceLevel, businessStatus: restaurant.businessStatus,
            cuisines: restaurant.cuisines, photo: restaurant.photos.first
        )
    }
}
