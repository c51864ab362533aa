import CatalogDomain
import Foundation
import Hummingbird

/// GET /v1/places/{id}: Place Details (New). `languageCode` and `regionCode` are accepted and ignored.
struct GetPlaceController<Context: RequestContext> {
    let reader: PlacesNewPlaceReader
    let keyCheck: PlacesAPIKeyCheck
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        router.get("/v1/places/{id}") { request, context in
            let id = context.parameters.get("id") ?? ""
            return try await PlacesNewResponse.answering { try await place(id: id.removingPercentEncoding ?? id, request) }
        }
    }

    func place(id: String, _ request: Request) async throws -> Response {
        let system = PlacesNewSystemParameters(request)
        try system.checkKey(keyCheck)
        guard let mask = try PlacesNewFieldMasks.parse(system.fieldMask, for: .place) else { throw PlacesNewError.missingFieldMask }
        guard PlaceIdentifier.isWellFormedPlaceID(id) else { throw PlacesNewError.invalidArgument("Not a valid Place ID: \(id.prefix(200))") }
        guard let place = try await reader.places([id], withReviews: mask.selects(["reviews"])).first else {
            throw PlacesNewError.notFound("Place ID '\(id)' was not found. It may no longer be valid.")
        }
        return PlacesNewResponse.make(mask.apply(to: PlaceNewJSON(now: now()).place(place.restaurant, foodybiteReviews: place.foodybiteReviews)))
    }
}
