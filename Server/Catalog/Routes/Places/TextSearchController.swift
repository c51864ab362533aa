import CatalogDomain
import Hummingbird
import ServerJSON

/// GET /maps/api/place/textsearch/json: the legacy Text Search, answered as the nearby search it asks
/// for (`TextSearchRequest`), with the same results, filters and page tokens; a query that names a
/// place the gazetteer knows is searched around it.
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
        if let phrase = TextSearchRequest.placePhrase(parameters), phrase.place.unicodeScalars.count <= PlacesTextLimits.maximumLength {
            do {
                place = try await places.places(for: phrase.place, limit: 1).first
            } catch {
                return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The place names could not be searched; try again."), emptyMembers: empty)
            }
            if place == nil, parameters.text("location") == nil {
                return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: empty)
            }
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
