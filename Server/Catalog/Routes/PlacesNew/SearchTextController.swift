import CatalogDomain
import Foundation
import Hummingbird
import ServerJSON

/// POST /v1/places:searchText: Text Search (New) over the catalog, with its filters (`openNow`,
/// `minRating`, `priceLevels`, `includedType`) applied to every restaurant of the area, in pages of
/// `pageSize` with a `nextPageToken` (when the mask selects it) that any instance answers. Answers
/// `{"places": [...], "nextPageToken": "..."}` with `PlacesNewExtensions`, or `{}` when nothing is found.
/// Without an area or a type, the text names a place, answered from the gazetteer (`PlaceNameLookup`).
struct SearchTextController<Context: RequestContext> {
    let service: NearbySearchService
    let places: PlaceNameLookup
    let reader: PlacesNewPlaceReader
    let keyCheck: PlacesAPIKeyCheck
    let bodyLimit: Int
    let now: @Sendable () -> Date

    /// A literal segment: Hummingbird reads `:` as a capture only at the start of a segment.
    static var path: String { "/v1/places:searchText" }

    func addRoutes(to router: Router<Context>) {
        router.post(RouterPath(Self.path)) { request, _ in
            try await PlacesNewResponse.answering { try await search(request) }
        }
    }

    func search(_ request: Request) async throws -> Response {
        let system = PlacesNewSystemParameters(request)
        try system.checkKey(keyCheck)
        guard let mask = try PlacesNewFieldMasks.parse(system.fieldMask, for: .searchText) else { throw PlacesNewError.missingFieldMask }
        let body = try await PlacesNewBody.decode(SearchTextRequest.self, from: request, limit: bodyLimit)
        if body.pageToken?.isEmpty != false, case let .placeNames(text, pageSize) = try body.parse() {
            return try await lookUp(text, pageSize: pageSize, mask: mask)
        }
        let (search, firstRequest, shown) = try parse(body)
        guard let search else { return PlacesNewResponse.make(.object([])) }
        let date = now()
        let page: (placeIDs: [String], hasMore: Bool)
        do {
            page = try await service.placeIDs(
                search.query, after: shown, pageSize: search.pageSize, maximumResults: SearchTextRequest.maximumResults, now: date
            )
        } catch {
            throw PlacesNewError.catalogUnavailable
        }
        let places = try await reader.searchPlaces(page.placeIDs, mask: mask, now: date)
        guard !places.isEmpty else { return PlacesNewResponse.make(.object([])) }
        let nextPageToken = page.hasMore ? SearchTextPageToken(request: firstRequest, shownPlaceIDs: shown + page.placeIDs).text : nil
        let answer = JSONValue.object(dropping: [
            ("places", .array(places.map(\.json))),
            ("nextPageToken", nextPageToken.map { .string($0) }),
        ])
        let extensions = PlacesNewExtensions.members(rankedByRating: search.query.ranking == .prominence, sources: places.map(\.source))
        return PlacesNewResponse.make(PlacesNewExtensions.adding(extensions, to: mask.apply(to: answer)))
    }

    private func lookUp(_ text: String, pageSize: Int, mask: PlacesNewFieldMask) async throws -> Response {
        let entries: [GazetteerEntry]
        do {
            entries = try await places.places(for: text, limit: pageSize)
        } catch {
            throw PlacesNewError.catalogUnavailable
        }
        guard !entries.isEmpty else { return PlacesNewResponse.make(.object([])) }
        return PlacesNewResponse.make(mask.apply(to: .object([("places", .array(entries.map(GazetteerPlaceJSON.place)))])))
    }

    /// The search to run (nil for a type the catalog has none of), the first page's request, and what
    /// earlier pages showed. A page token stands for the first request's search; this request may
    /// change only the page size.
    private func parse(_ body: SearchTextRequest) throws(PlacesNewError) -> (SearchTextRequest.Search?, SearchTextRequest, [String]) {
        guard let text = body.pageToken, !text.isEmpty else {
            guard case let .search(search) = try body.parse() else { return (nil, body, []) }
            return (search, body, [])
        }
        guard let token = SearchTextPageToken(text: text), case var .search(search) = try? token.request.parse() else {
            // 404 rather than Google's 400: a token is a name for a page, and this one names none.
            throw .notFound("No page has this 'pageToken': it is not one this server issued. Search again without it.")
        }
        search.pageSize = try body.requestedPageSize()
        return (search, token.request, token.shownPlaceIDs)
    }
}
