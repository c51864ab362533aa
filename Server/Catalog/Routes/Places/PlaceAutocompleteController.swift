import CatalogDomain
import Foundation
import Hummingbird
import ServerJSON

/// GET /maps/api/place/autocomplete/json
struct PlaceAutocompleteController<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let keyCheck: PlacesAPIKeyCheck
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/autocomplete/json") { request, _ in
            try await autocomplete(PlacesQueryParameters(query: request.uri.query))
        }
    }

    private static var emptyMembers: [(String, JSONValue)] { [("predictions", .array([]))] }

    func autocomplete(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: Self.emptyMembers)
        }
        let query: AutocompleteQuery
        let origin: GeoPoint?
        do {
            switch try AutocompleteRequest.parse(parameters) {
            case let .search(search, from):
                query = search
                origin = from
            case .otherTypes: return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
            }
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: Self.emptyMembers)
        }
        let hits: [AutocompleteHit]
        do {
            hits = try await catalog.autocomplete(query)
        } catch {
            return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The catalog could not be searched; try again."), emptyMembers: Self.emptyMembers)
        }
        guard !hits.isEmpty else {
            return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
        }
        let standings = await AutocompleteHitStanding.load(for: hits, from: catalog, at: now())
        return PlacesJSONResponse.make(.object([
            (key: "predictions", value: .array(hits.map { AutocompletePredictionJSON.make($0, input: query.input, origin: origin, standing: standings[$0.placeID]) })),
            (key: "status", value: .string(PlacesStatus.ok.rawValue)),
        ]))
    }
}
