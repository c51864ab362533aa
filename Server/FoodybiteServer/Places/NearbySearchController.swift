import Foundation
import Hummingbird

/// GET /maps/api/place/nearbysearch/json
struct NearbySearchController<Context: RequestContext> {
    let service: NearbySearchService
    let keyCheck: PlacesAPIKeyCheck
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/nearbysearch/json") { request, _ in
            try await search(PlacesQueryParameters(query: request.uri.query))
        }
    }

    private static var emptyMembers: [(String, JSONValue)] { [("html_attributions", .array([])), ("results", .array([]))] }

    func search(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: Self.emptyMembers)
        }
        let query: NearbyQuery
        let offset: Int
        do {
            switch try NearbySearchRequest.parse(parameters) {
            case let .search(search):
                (query, offset) = (search, 0)
            case let .page(token):
                (query, offset) = (token.query, token.offset)
            case .otherType:
                return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
            }
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: Self.emptyMembers)
        }
        let date = now()
        let page = try await service.page(query, offset: offset, now: date)
        guard !page.restaurants.isEmpty else {
            return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
        }
        let json = PlaceJSON(now: date)
        let attributions = Array(Set(page.restaurants.compactMap(\.source.htmlAttribution))).sorted()
        return PlacesJSONResponse.make(.object(dropping: [
            ("html_attributions", .array(attributions.map { .string($0) })),
            ("next_page_token", page.nextOffset.map { .string(NearbyPageToken(query: query, offset: $0).text) }),
            ("results", .array(page.restaurants.map(json.searchResult))),
            ("status", .string(PlacesStatus.ok.rawValue)),
        ]))
    }
}
