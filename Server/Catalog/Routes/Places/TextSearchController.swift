import Hummingbird
import ServerJSON

/// GET /maps/api/place/textsearch/json: the legacy Text Search, answered as the nearby search it asks
/// for (`TextSearchRequest`), with the same results, filters and page tokens.
struct TextSearchController<Context: RequestContext> {
    let nearby: NearbySearchController<Context>

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/textsearch/json") { request, _ in
            try await search(PlacesQueryParameters(query: request.uri.query))
        }
    }

    func search(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = nearby.keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: NearbySearchController<Context>.emptyMembers)
        }
        let nearbyParameters: PlacesQueryParameters
        do {
            nearbyParameters = try TextSearchRequest.nearbySearchParameters(parameters)
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: NearbySearchController<Context>.emptyMembers)
        }
        return try await nearby.search(nearbyParameters)
    }
}
