import CatalogDomain
import Foundation
import ServerJSON

/// The body of POST /v1/places:searchText (Text Search (New)), validated by Google's rules.
/// `languageCode`, `regionCode`, `strictTypeFiltering` (the catalog holds only restaurants) and
/// `includePureServiceAreaBusinesses` are accepted and ignored; a type that is not a restaurant's finds
/// nothing. The words of `textQuery` that name any
/// restaurant ("restaurant", "food" …) match every one; the others must all occur as word prefixes, as
/// the legacy `keyword` does (`SearchKeyword`). `RELEVANCE` ranks best rated first, as the catalog's prominence does.
struct SearchTextRequest: Codable, Sendable, Equatable {
    struct Area: Codable, Sendable, Equatable {
        var rectangle: PlacesNewRectangle?
        var circle: PlacesNewCircle?
    }

    struct Search: Sendable, Equatable {
        var query: NearbyQuery
        var pageSize: Int
    }

    enum Parsed: Sendable, Equatable {
        case search(Search)
        /// Valid, but for a type no catalog restaurant has.
        case otherTypes
        /// Without a place to search near or a type: the text names a place (a town, a neighbourhood, a
        /// street), looked up in the gazetteer, as Google's Text Search finds places of every kind.
        case placeNames(text: String, pageSize: Int)
    }

    static let defaultPageSize = 20
    /// The most results one search returns over all its pages. Google stops at 60; the catalog goes on,
    /// so that a client cutting the rectangle it asked for down to its circle still gets every match.
    static let maximumResults = 200
    /// Google's four price levels a filter may name, cheapest first.
    static let priceLevelNames = ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_VERY_EXPENSIVE"]
    private static let maximumTypeLength = 100

    var textQuery: String?
    var includedType: String?
    var strictTypeFiltering: Bool?
    var openNow: Bool?
    var minRating: Double?
    var priceLevels: [String]?
    var locationRestriction: Area?
    var locationBias: Area?
    var pageSize: Int?
    var maxResultCount: Int?
    var pageToken: String?
    var rankPreference: String?
    var languageCode: String?
    var regionCode: String?
    var includePureServiceAreaBusinesses: Bool?
    /// This server's extensions: whether restaurants closed for good are found too (left out by
    /// default), and a minimum rating taken as given, not rounded up to the half star as `minRating` is.
    var includeClosed: Bool?
    var foodybiteMinRating: Double?
    /// This server's extension: what the places must say of themselves (`PlaceRequirements.names`:
    /// `vegan`, `wheelchair`, `takeaway` …), which Google's API can only answer as fields.
    var foodybiteRequires: [String]?
    /// This server's extension: cuisines any one of which will do (`CuisineValue`: `pizza`, `sushi`),
    /// where Google's `includedType` names one type.
    var foodybiteCuisines: [String]?

    /// What a page token carries on: the fields that decide which restaurants are found, in their order.
    var searchFields: SearchTextRequest {
        var fields = self
        fields.pageToken = nil
        fields.pageSize = nil
        fields.maxResultCount = nil
        fields.languageCode = nil
        fields.regionCode = nil
        return fields
    }

    func parse() throws(PlacesNewError) -> Parsed {
        guard let text = textQuery, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidArgument("'textQuery' is required: the text to search for, such as \"restaurant\" or \"pizza\".")
        }
        guard text.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
            throw .invalidArgument("Invalid 'textQuery': it must be at most \(PlacesTextLimits.maximumLength) characters long.")
        }
        try TextRule.singleLine.checkField(text, "textQuery")
        let pageSize = try requestedPageSize()
        let ranking: NearbyQuery.Ranking
        switch rankPreference {
        case nil, "RELEVANCE", "RANK_PREFERENCE_UNSPECIFIED": ranking = .prominence
        case "DISTANCE": ranking = .distance
        case let other?: throw .invalidArgument("Invalid 'rankPreference' '\(other.prefix(100))': it must be RELEVANCE or DISTANCE.")
        }
        let minimumRating = try self.minimumRating()
        let priceLevels = try priceLevelNumbers()
        let requirements = try placeRequirements()
        let cuisines = try cuisineValues()
        if locationRestriction == nil, locationBias == nil, includedType == nil {
            return .placeNames(text: text, pageSize: pageSize)
        }
        let (center, radius, area) = try searchArea()
        var searchedText = text
        if let includedType {
            guard includedType.unicodeScalars.count <= Self.maximumTypeLength else {
                throw .invalidArgument("Invalid 'includedType': it must be at most \(Self.maximumTypeLength) characters long.")
            }
            guard PlaceTypes.isRestaurantTypeNew(includedType) else { return .otherTypes }
            searchedText += " " + PlaceTypes.cuisineWords(ofNewType: includedType).joined(separator: " ")
        }
        return .search(Search(
            query: NearbyQuery(
                center: center,
                radius: radius,
                ranking: ranking,
                keyword: SearchKeyword.from(searchedText),
                openNow: openNow ?? false,
                includeClosed: includeClosed ?? false,
                minimumRating: minimumRating,
                priceLevels: priceLevels,
                area: area,
                requirements: requirements,
                cuisines: cuisines
            ),
            pageSize: pageSize
        ))
    }

    /// `pageSize` (or the older `maxResultCount`): 1 to 20, 20 when 0 or not given; more is taken as 20,
    /// as Google does.
    func requestedPageSize() throws(PlacesNewError) -> Int {
        for (name, size) in [("pageSize", pageSize), ("maxResultCount", maxResultCount)] where (size ?? 0) < 0 {
            throw .invalidArgument("Invalid '\(name)': it must not be negative.")
        }
        guard let size = pageSize ?? maxResultCount, size != 0 else { return Self.defaultPageSize }
        return min(size, Self.defaultPageSize)
    }

    /// From 0 to 5, `minRating` rounded up to the next half star as Google does; the stricter of it and
    /// `foodybiteMinRating`.
    private func minimumRating() throws(PlacesNewError) -> Double? {
        for (name, value) in [("minRating", minRating), ("foodybiteMinRating", foodybiteMinRating)] {
            guard let value else { continue }
            guard value.isFinite, (0...5).contains(value) else { throw .invalidArgument("Invalid '\(name)': it must be from 0 to 5.") }
        }
        let halfStars = minRating.map { ($0 * 2).rounded(.up) / 2 }
        return [halfStars, foodybiteMinRating].compactMap { $0 }.max()
    }

    /// `foodybiteRequires` read, each name one of `PlaceRequirements.names`.
    private func placeRequirements() throws(PlacesNewError) -> PlaceRequirements? {
        guard let names = foodybiteRequires else { return nil }
        guard let requirements = PlaceRequirements(names: names) else {
            throw .invalidArgument("Invalid 'foodybiteRequires': each entry must be one of \(PlaceRequirements.names.joined(separator: ", ")).")
        }
        return requirements
    }

    /// `foodybiteCuisines` read (`CuisineValue.filter`).
    private func cuisineValues() throws(PlacesNewError) -> [String]? {
        guard let foodybiteCuisines else { return nil }
        guard let cuisines = CuisineValue.filter(foodybiteCuisines) else {
            throw .invalidArgument(
                "Invalid 'foodybiteCuisines': it must list at most \(CuisineValue.maximumCount) cuisines as OpenStreetMap names them (letters, digits, '_' and spaces, at most \(CuisineValue.maximumLength) characters each), such as [\"pizza\", \"sushi\"]."
            )
        }
        return cuisines
    }

    /// The levels named (1 to 4), each once.
    private func priceLevelNumbers() throws(PlacesNewError) -> [Int]? {
        guard let priceLevels, !priceLevels.isEmpty else { return nil }
        var levels = Set<Int>()
        for name in priceLevels {
            guard let index = Self.priceLevelNames.firstIndex(of: name) else {
                throw .invalidArgument("Invalid 'priceLevels' value '\(name.prefix(100))': it must be one of \(Self.priceLevelNames.joined(separator: ", ")).")
            }
            levels.insert(index + 1)
        }
        return levels.sorted()
    }

    /// Where to search: a restriction rectangle, or a bias circle or rectangle (searched as a restriction:
    /// the catalog answers only from where the client asked).
    private func searchArea() throws(PlacesNewError) -> (center: GeoPoint, radius: Double, area: [GeoBoundingBox]?) {
        guard locationRestriction == nil || locationBias == nil else {
            throw .invalidArgument("Give either 'locationBias' or 'locationRestriction', not both.")
        }
        if let restriction = locationRestriction {
            guard restriction.circle == nil else {
                throw .invalidArgument("Invalid 'locationRestriction': only a 'rectangle' restricts a text search; a circle may be a 'locationBias'.")
            }
            guard let rectangle = restriction.rectangle else { throw .invalidArgument("'locationRestriction.rectangle' is required.") }
            let area = try rectangle.area("locationRestriction.rectangle")
            return (area.center, area.radius, area.boxes)
        }
        if let bias = locationBias {
            guard (bias.circle == nil) != (bias.rectangle == nil) else {
                throw .invalidArgument("'locationBias' needs exactly one of 'circle' or 'rectangle'.")
            }
            if let circle = bias.circle {
                let area = try circle.area("locationBias.circle")
                return (area.center, area.radius, nil)
            }
            let area = try bias.rectangle!.area("locationBias.rectangle")
            return (area.center, area.radius, area.boxes)
        }
        throw .invalidArgument("This server searches its restaurants near a place: give 'locationRestriction' (a rectangle) or 'locationBias' (a circle or a rectangle), or leave out 'includedType' to look up a place by name.")
    }
}
