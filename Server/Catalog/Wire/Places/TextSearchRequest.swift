import CatalogDomain

/// A legacy Text Search (`/maps/api/place/textsearch/json`) read as the nearby search it asks for: its
/// `query` is the keyword, its `location` the centre and its `radius` (50 km when not given) the reach;
/// its filters and page tokens are a nearby search's. Google biases a search without a location by the
/// caller's address; this server has no such guess, and asks for the location.
enum TextSearchRequest {
    /// The parameters of the nearby search that answers the text search, or of the page it asks for.
    static func nearbySearchParameters(_ parameters: PlacesQueryParameters) throws(PlacesRequestError) -> PlacesQueryParameters {
        var values = parameters.values(named: passedOn)
        if parameters.has("pagetoken") { return PlacesQueryParameters(values) }
        guard parameters.text("query") != nil || parameters.text("type") != nil else { throw .missing("query") }
        guard parameters.text("location") != nil else {
            throw .invalid("This server searches text around a 'location' (latitude,longitude); give one, with a 'radius' up to 50000 metres.")
        }
        values["keyword"] = parameters.text("query")
        values["radius"] = parameters.text("radius") ?? String(Int(NearbyQuery.maximumRadius))
        return PlacesQueryParameters(values)
    }

    /// What a nearby search reads as a text search gives it.
    private static let passedOn: Set<String> = [
        "key", "pagetoken", "location", "radius", "type", "minprice", "maxprice", "opennow", "minrating", "includeclosed", "foodybite_requires",
    ]
}
