import CatalogDomain
import Foundation
import Hummingbird
import ServerJSON

/// POST /v1/places:autocomplete: Autocomplete (New) over the catalog's names. Answers
/// `{"suggestions": [...]}` (up to 20), or `{}` when nothing matches; a field mask is optional. Each
/// prediction carries our extension's rating and open state (`AutocompleteHitStanding`).
struct AutocompletePlacesController<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let keyCheck: PlacesAPIKeyCheck
    let bodyLimit: Int
    let now: @Sendable () -> Date

    static var path: String { "/v1/places:autocomplete" }

    func addRoutes(to router: Router<Context>) {
        router.post(RouterPath(Self.path)) { request, _ in
            try await PlacesNewResponse.answering { try await autocomplete(request) }
        }
    }

    func autocomplete(_ request: Request) async throws -> Response {
        let system = PlacesNewSystemParameters(request)
        try system.checkKey(keyCheck)
        let mask = try PlacesNewFieldMasks.parse(system.fieldMask, for: .autocomplete)
        let body = try await PlacesNewBody.decode(AutocompletePlacesRequest.self, from: request, limit: bodyLimit)
        guard case let .search(query, origin) = try body.parse() else { return PlacesNewResponse.make(.object([])) }
        let hits: [AutocompleteHit]
        do {
            hits = try await catalog.autocomplete(query)
        } catch {
            throw PlacesNewError.catalogUnavailable
        }
        guard !hits.isEmpty else { return PlacesNewResponse.make(.object([])) }
        let standings = await AutocompleteHitStanding.load(for: hits, from: catalog, at: now())
        let answer = JSONValue.object([
            (key: "suggestions", value: .array(hits.map { PlacePredictionJSON.suggestion($0, input: query.input, origin: origin, standing: standings[$0.placeID]) })),
        ])
        return PlacesNewResponse.make(mask?.apply(to: answer) ?? answer)
    }
}
