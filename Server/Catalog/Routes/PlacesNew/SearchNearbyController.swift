import Foundation
import Hummingbird
import ServerJSON

/// POST /v1/places:searchNearby: Nearby Search (New) over the catalog, restricted to the circle.
/// Answers `{"places": [...]}` (the mask's paths start with `places.`), or `{}` when nothing is found.
struct SearchNearbyController<Context: RequestContext> {
    let reader: PlacesNewPlaceReader
    let keyCheck: PlacesAPIKeyCheck
    let bodyLimit: Int
    let now: @Sendable () -> Date

    /// A literal segment: Hummingbird reads `:` as a capture only at the start of a segment.
    static var path: String { "/v1/places:searchNearby" }

    func addRoutes(to router: Router<Context>) {
        router.post(RouterPath(Self.path)) { request, _ in
            try await PlacesNewResponse.answering { try await search(request) }
        }
    }

    func search(_ request: Request) async throws -> Response {
        let system = PlacesNewSystemParameters(request)
        try system.checkKey(keyCheck)
        guard let mask = try PlacesNewFieldMasks.parse(system.fieldMask, for: .searchNearby) else { throw PlacesNewError.missingFieldMask }
        let body = try await PlacesNewBody.decode(SearchNearbyRequest.self, from: request, limit: bodyLimit)
        guard case let .search(query) = try body.parse() else { return PlacesNewResponse.make(.object([])) }
        let places = try await reader.nearbyPlaces(query, mask: mask, now: now())
        guard !places.isEmpty else { return PlacesNewResponse.make(.object([])) }
        let extensions = PlacesNewExtensions.members(rankedByRating: false, sources: places.sources)
        return PlacesNewResponse.make(bytes: places.answer(extensions: extensions))
    }
}
