import CatalogDomain
import Hummingbird
import ServerJSON

/// GET /maps/api/place/textsearch/json: the legacy Text Search, answered as the nearby search it asks
/// for (`TextSearchRequest`), with the same results, filters and page tokens; a query that names a
/// place instead of giving a location is searched around the place's gazetteer entry.
struct TextSearchController<Context: RequestContext> {
    let nearby: NearbySearchController<Context>
    let places: PlaceNameLookup

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/textsearch/json") { request, _ in
            try await search(PlacesQueryParameters(query: request.uri.query))
        }
    }

    func search(_ parameters: PlacesQueryParameters) async throws -> Response {
        let empty = NearbySearchController<Context>.emptyMembers
        if let denial = nearby.keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: empty)
        }
        var place: GazetteerEntry?
        if let phrase = TextSearchRequest.placePhrase(parameters) {
            guard phrase.place.unicodeScalars.count <= PlacesTextLimits.maximumLength else {
                return PlacesJSONResponse.error(.invalidParameter("query", "it must be at most \(PlacesTextLimits.maximumLength) characters long."), emptyMembers: empty)
            }
            do {
                place = try await places.places(for: phrase.place, limit: 1).first
            } catch {
                return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The place names could not be searched; try again."), emptyMembers: empty)
            }
            guard place != nil else { return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: empty) }
        }
        let nearbyParameters: PlacesQueryParameters
        do {
            nearbyParameters = try TextSearchRequest.nearbySearchParameters(parameters, around: place)
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: empty)
        }
        return try await nearby.search(nearbyParameters)
    }
}
