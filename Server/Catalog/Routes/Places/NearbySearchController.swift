import Foundation
import Hummingbird
import ServerJSON

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

    /// Our extension on a first page by prominence, which this catalog ranks best rated first (then most
    /// rated, then nearest): a client that wants the best rated may stop reading pages once it has enough.
    /// Google never sends it, so its clients keep reading every page.
    static var rankedByRating: String { "rating" }

    /// Our extension when every result is the demo catalog's, so that a client can say they are fictional.
    static var demoCatalog: String { "demo" }

    static var emptyMembers: [(String, JSONValue)] { [("html_attributions", .array([])), ("results", .array([]))] }

    func search(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: Self.emptyMembers)
        }
        let request: NearbySearchRequest
        do {
            request = try NearbySearchRequest.parse(parameters)
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: Self.emptyMembers)
        }
        let date = now()
        let page: NearbySearchPage
        let nextPageToken: String?
        var rankedBy: String?
        do {
            switch request {
            case let .search(query):
                page = try await service.page(query, now: date)
                nextPageToken = page.hasMore
                    ? NearbyPageToken(parameters: parameters.values(named: NearbySearchRequest.searchParameterNames), shownPlaceIDs: page.placeIDs).text
                    : nil
                rankedBy = query.ranking == .prominence ? Self.rankedByRating : nil
            case let .page(query, token):
                page = try await service.page(query, after: token.shownPlaceIDs, now: date)
                nextPageToken = page.hasMore ? NearbyPageToken(parameters: token.parameters, shownPlaceIDs: token.shownPlaceIDs + page.placeIDs).text : nil
            case let .earlierPage(token):
                page = try await service.page(showing: token.placeIDs, now: date)
                nextPageToken = page.hasMore ? EarlierNearbyPageToken(placeIDs: Array(token.placeIDs.dropFirst(page.placeIDs.count))).text : nil
            case .otherType:
                return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
            }
        } catch {
            // The contract answers HTTP 200 with a status even when the server fails.
            return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The catalog could not be searched; try again."), emptyMembers: Self.emptyMembers)
        }
        guard !page.restaurants.isEmpty else {
            return PlacesJSONResponse.error(PlacesRequestError(status: .zeroResults, message: nil), emptyMembers: Self.emptyMembers)
        }
        let json = PlaceJSON(now: date)
        let attributions = Array(Set(page.restaurants.compactMap(\.source.htmlAttribution))).sorted()
        // Written straight to bytes: a result takes about 650, longer names and photo references more.
        var writer = JSONWriter(capacity: 2_048 + 1_024 * page.restaurants.count)
        writer.object { output in
            output.member("html_attributions") { output in
                output.array { output in
                    for attribution in attributions { output.string(attribution) }
                }
            }
            output.member("next_page_token", string: nextPageToken)
            output.member("results") { output in
                output.array { output in
                    for restaurant in page.restaurants { json.writeSearchResult(restaurant, to: &output) }
                }
            }
            output.member("status", string: PlacesStatus.ok.rawValue)
            output.member("foodybite_ranked_by", string: rankedBy)
            output.member("foodybite_catalog", string: page.restaurants.allSatisfy { $0.source == .demo } ? Self.demoCatalog : nil)
        }
        return PlacesJSONResponse.make(writer.bytes)
    }
}
