import CatalogDomain
import ServerJSON

/// A legacy Text Search (`/maps/api/place/textsearch/json`) read as the nearby search it asks for: its
/// `query` is the keyword, its `location` the centre and its `radius` (50 km when not given) the reach;
/// its filters and page tokens are a nearby search's. Google biases a search without a location by the
/// caller's address; this server has no such guess. A query that names a place the gazetteer knows
/// ("pizza in Alfama", "sushi near Rua Augusta, Lisboa") is searched around that place, with or without
/// a location (the place named is the stronger hint); one naming no known place is searched as written
/// around its location ("Dine in Style" may be a name), and without a location finds nothing.
enum TextSearchRequest {
    /// What to look for and the place named after its last "in", "near" or "around", when the query
    /// names one.
    struct PlacePhrase: Equatable {
        let what: String?
        let place: String
    }

    /// The parameters of the nearby search that answers the text search, or of the page it asks for;
    /// `place` is where a query without a location named (`placePhrase`), found in the gazetteer.
    static func nearbySearchParameters(
        _ parameters: PlacesQueryParameters, around place: GazetteerEntry? = nil
    ) throws(PlacesRequestError) -> PlacesQueryParameters {
        var values = parameters.values(named: passedOn)
        if parameters.has("pagetoken") { return PlacesQueryParameters(values) }
        guard parameters.text("query") != nil || parameters.text("type") != nil else { throw .missing("query") }
        if let query = parameters.text("query") {
            guard query.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
                throw .invalidParameter("query", "it must be at most \(PlacesTextLimits.maximumLength) characters long.")
            }
            try TextRule.singleLine.checkParameter(query, "query")
        }
        values["keyword"] = parameters.text("query")
        if let place, let phrase = placePhrase(parameters) {
            values["location"] = "\(place.location.latitude),\(place.location.longitude)"
            values["keyword"] = phrase.what
            values["radius"] = parameters.text("radius") ?? String(Int(reach(of: place.kind)))
        } else if parameters.text("location") == nil {
            throw .invalid(
                "This server searches text around a 'location' (latitude,longitude), or around a place the query names "
                    + "(\"pizza in Alfama\"); give one, with a 'radius' up to 50000 metres."
            )
        }
        values["radius"] = values["radius"] ?? String(Int(NearbyQuery.maximumRadius))
        return PlacesQueryParameters(values)
    }

    /// The place a query may name after its last "in", "near" or "around"; nil when it names none (or
    /// asks for a later page).
    static func placePhrase(_ parameters: PlacesQueryParameters) -> PlacePhrase? {
        guard !parameters.has("pagetoken"), let query = parameters.text("query") else { return nil }
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let split = words.indices.last(where: { placeWords.contains(words[$0].lowercased()) && $0 < words.count - 1 }) else { return nil }
        let what = words[..<split].joined(separator: " ")
        return PlacePhrase(what: what.isEmpty ? nil : what, place: words[(split + 1)...].joined(separator: " "))
    }

    /// How far around a place of its kind a search reaches when no radius is given: a city's
    /// restaurants, a neighbourhood's, a street's.
    static func reach(of kind: GazetteerEntry.Kind) -> Double {
        switch kind {
        case .city: 10_000
        case .town, .village: 5_000
        case .suburb, .quarter, .neighbourhood: 1_500
        case .hamlet, .street: 1_000
        }
    }

    private static let placeWords: Set<String> = ["in", "near", "around"]

    /// What a nearby search reads as a text search gives it.
    private static let passedOn: Set<String> = [
        "key", "pagetoken", "location", "radius", "type", "minprice", "maxprice", "opennow", "minrating", "includeclosed", "foodybite_requires",
        "foodybite_cuisines",
    ]
}
