/// One restaurant of the catalog, everything the Places routes can answer about it.
public struct CatalogRestaurant: Sendable, Equatable {
    /// The public, opaque `place_id`.
    public var placeID: String
    /// What identifies the restaurant in its source (`demo:SEED:INDEX`, `osm:node/123`, …): importing
    /// the same record again updates it.
    public var sourceKey: String
    public var source: CatalogSource
    public var name: String
    public var location: GeoPoint
    public var formattedAddress: String?
    /// Street and locality, without postcode or country.
    public var vicinity: String?
    /// In the country's national format.
    public var phoneNumber: String?
    public var internationalPhoneNumber: String?
    public var cuisines: [String]
    public var website: String?
    /// A public map page for the restaurant.
    public var url: String?
    /// Regular weekly hours in local time; nil when unknown.
    public var openingHours: OpeningHours?
    /// What the source says about the hours when it gives no regular hours ("renovation, opening
    /// soon"): answered as the only weekday line when `openingHours` is nil.
    public var openingHoursNote: String?
    /// The restaurant's time zone (see `CatalogTimeZone`), for open-now and `utc_offset`.
    public var timeZone: String
    /// Catalog rating 1.0–5.0; nil when unrated. Routes answer the Foodybite reviews' mean instead when
    /// there are any.
    public var rating: Double?
    public var ratingsTotal: Int
    /// 0 (free) to 4 (very expensive); nil when unknown.
    public var priceLevel: Int?
    public var photos: [CatalogPhoto]
    public var reviews: [CatalogReview]
    /// A closed restaurant (for now or for good) is never open, whatever its hours say.
    public var businessStatus: CatalogBusinessStatus
    /// Kind, diets, access, takeaway and the like, where the source says.
    public var facts: CatalogPlaceFacts

    public init(
        placeID: String,
        sourceKey: String,
        source: CatalogSource,
        name: String,
        location: GeoPoint,
        formattedAddress: String? = nil,
        vicinity: String? = nil,
        phoneNumber: String? = nil,
        internationalPhoneNumber: String? = nil,
        cuisines: [String] = [],
        website: String? = nil,
        url: String? = nil,
        openingHours: OpeningHours? = nil,
        openingHoursNote: String? = nil,
        timeZone: String = "UTC",
        rating: Double? = nil,
        ratingsTotal: Int = 0,
        priceLevel: Int? = nil,
        photos: [CatalogPhoto] = [],
        reviews: [CatalogReview] = [],
        businessStatus: CatalogBusinessStatus = .operational,
        facts: CatalogPlaceFacts = CatalogPlaceFacts()
    ) {
        self.placeID = placeID
        self.sourceKey = sourceKey
        self.source = source
        self.name = name
        self.location = location
        self.formattedAddress = formattedAddress
        self.vicinity = vicinity
        self.phoneNumber = phoneNumber
        self.internationalPhoneNumber = internationalPhoneNumber
        self.cuisines = cuisines
        self.website = website
        self.url = url
        self.openingHours = openingHours
        self.openingHoursNote = openingHoursNote
        self.timeZone = timeZone
        self.rating = rating
        self.ratingsTotal = ratingsTotal
        self.priceLevel = priceLevel
        self.photos = photos
        self.reviews = reviews
        self.businessStatus = businessStatus
        self.facts = facts
    }
}
