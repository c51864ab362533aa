import CatalogDomain
import ServerJSON


/// A nearby search as its query asks for it, validated by Google's rules.
enum NearbySearchRequest: Sendable, Equatable {
    /// A first page.
    case search(NearbyQuery)
    /// A later page of the token's search, valid as its first page was: everything else in the request
    /// is ignored.
    case page(NearbyQuery, NearbyPageToken)
    /// A later page by a token of an earlier server version: its ids, everything else ignored.
    case earlierPage(EarlierNearbyPageToken)
    /// A valid search for a type the catalog has none of.
    case otherType

    /// The only parameters a search reads, which its page token carries on as they were given.
    /// `minrating`, `includeclosed`, `foodybite_requires` and `foodybite_cuisines` are this server's
    /// extensions (Google's legacy search has no such filters and ignores them).
    static let searchParameterNames: Set<String> = [
        "location", "radius", "rankby", "type", "keyword", "name", "minprice", "maxprice", "opennow", "minrating", "includeclosed",
        "foodybite_requires", "foodybite_cuisines",
    ]
    /// In the order their length is checked, so that the first too long is the one named.
    private static let searchParameterNamesInOrder = searchParameterNames.sorted()

    static func parse(_ parameters: PlacesQueryParameters) throws(PlacesRequestError) -> NearbySearchRequest {
        if parameters.has("pagetoken") {
            let text = parameters.text("pagetoken") ?? ""
            if let token = NearbyPageToken(text: text), case let .search(query)? = try? parse(PlacesQueryParameters(token.parameters)) {
                return .page(query, token)
            }
            guard let earlier = EarlierNearbyPageToken(text: text) else {
                throw .invalidParameter("pagetoken", "the token is not one this server issued.")
            }
            return .earlierPage(earlier)
        }
        // Bounded, so that a page token carrying them all stays within what a token may be.
        for name in searchParameterNamesInOrder where (parameters[name] ?? "").unicodeScalars.count > PlacesTextLimits.maximumLength {
            throw .invalidParameter(name, "it must be at most \(PlacesTextLimits.maximumLength) characters long.")
        }
        // `search` reads no other parameter.
        return try search(parameters)
    }

    private static func search(_ parameters: PlacesQueryParameters) throws(PlacesRequestError) -> NearbySearchRequest {
        guard let locationText = parameters.text("location") else { throw .missing("location") }
        let center = try PlacesLocationParameter.parse(locationText)

        let ranking: NearbyQuery.Ranking
        switch parameters.text("rankby") {
        case nil, "prominence": ranking = .prominence
        case "distance": ranking = .distance
        default: throw .invalidParameter("rankby", "it must be 'prominence' or 'distance'.")
        }

        let type = parameters.text("type")
        let keywordParts = [parameters.text("keyword"), parameters.text("name")].compactMap { $0 }
        for name in ["keyword", "name"] {
            if let text = parameters.text(name) { try TextRule.singleLine.checkParameter(text, name) }
        }
        var radius: Double?
        if ranking == .distance {
            guard !parameters.has("radius") else {
                throw .invalid("The 'radius' parameter must not be included when 'rankby=distance'.")
            }
            guard type != nil || !keywordParts.isEmpty else {
                throw .invalid("'rankby=distance' requires at least one of the 'keyword', 'name' or 'type' parameters.")
            }
        } else {
            guard let radiusText = parameters.text("radius") else { throw .missing("radius") }
            radius = try PlacesLocationParameter.radius(radiusText)
        }

        let minPrice = try price(parameters, "minprice")
        let maxPrice = try price(parameters, "maxprice")
        if let minPrice, let maxPrice, minPrice > maxPrice {
            throw .invalid("'minprice' must not be greater than 'maxprice'.")
        }

        let minimumRating = try rating(parameters, "minrating")
        let requirements = try requirements(parameters, "foodybite_requires")
        let cuisines = try cuisines(parameters, "foodybite_cuisines")

        if let type, !PlaceTypes.isRestaurantType(type) {
            return .otherType
        }
        let openNow = parameters["opennow"].map { !["false", "0"].contains($0.lowercased()) } ?? false
        let includeClosed = parameters["includeclosed"].map { !["false", "0"].contains($0.lowercased()) } ?? false
        return .search(NearbyQuery(
            center: center,
            radius: radius,
            ranking: ranking,
            keyword: SearchKeyword.from(keywordParts.joined(separator: " ")),
            openNow: openNow,
            includeClosed: includeClosed,
            minimumRating: minimumRating,
            minPrice: minPrice,
            maxPrice: maxPrice,
            requirements: requirements,
            cuisines: cuisines
        ))
    }

    /// Comma-separated names of `PlaceRequirements.names` (`vegan,wheelchair`).
    private static func requirements(_ parameters: PlacesQueryParameters, _ name: String) throws(PlacesRequestError) -> PlaceRequirements? {
        guard let text = parameters.text(name) else { return nil }
        guard let requirements = PlaceRequirements(names: text.split(separator: ",").map(String.init)) else {
            throw .invalidParameter(name, "each of its comma-separated names must be one of \(PlaceRequirements.names.joined(separator: ", ")).")
        }
        return requirements
    }

    /// Comma-separated cuisines, any one of which will do (`pizza,sushi`; `CuisineValue`).
    private static func cuisines(_ parameters: PlacesQueryParameters, _ name: String) throws(PlacesRequestError) -> [String]? {
        guard let text = parameters.text(name) else { return nil }
        guard let cuisines = CuisineValue.filter(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)), !cuisines.isEmpty else {
            throw .invalidParameter(
                name, "it must be 1 to \(CuisineValue.maximumCount) comma-separated cuisines as OpenStreetMap names them (letters, digits, '_' and spaces), such as pizza,sushi."
            )
        }
        return cuisines
    }

    private static func rating(_ parameters: PlacesQueryParameters, _ name: String) throws(PlacesRequestError) -> Double? {
        guard parameters.has(name) else { return nil }
        guard let text = parameters.text(name), let value = PlacesDecimalText.double(text), (0...5).contains(value) else {
            throw .invalidParameter(name, "it must be a number from 0 to 5.")
        }
        return value
    }

    private static func price(_ parameters: PlacesQueryParameters, _ name: String) throws(PlacesRequestError) -> Int? {
        guard parameters.has(name) else { return nil }
        guard let text = parameters.text(name), let value = PlacesDecimalText.int(text), (0...4).contains(value) else {
            throw .invalidParameter(name, "it must be a whole number from 0 to 4.")
        }
        return value
    }
}
