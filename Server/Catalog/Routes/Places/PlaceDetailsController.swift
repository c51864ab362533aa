import CatalogDomain
import Foundation
import Hummingbird
import ServerJSON

/// GET /maps/api/place/details/json
struct PlaceDetailsController<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let keyCheck: PlacesAPIKeyCheck
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/details/json") { request, _ in
            try await details(PlacesQueryParameters(query: request.uri.query))
        }
    }

    private static var emptyMembers: [(String, JSONValue)] { [("html_attributions", .array([]))] }

    func details(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return PlacesJSONResponse.error(denial, emptyMembers: Self.emptyMembers)
        }
        let placeID: String
        let mask: PlaceFieldMask?
        do throws(PlacesRequestError) {
            // `placeid` is the parameter's older name, still accepted by Google.
            guard let id = parameters.text("place_id") ?? parameters.text("placeid") else { throw PlacesRequestError.missing("place_id") }
            try TextRule.singleLine.checkParameter(id, "place_id")
            placeID = id
            mask = try PlaceFieldMask.parse(parameters["fields"])
            if let sort = parameters.text("reviews_sort"), !["most_relevant", "newest"].contains(sort) {
                throw PlacesRequestError.invalidParameter("reviews_sort", "it must be 'most_relevant' or 'newest'.")
            }
        } catch {
            return PlacesJSONResponse.error(error, emptyMembers: Self.emptyMembers)
        }
        let found: CatalogRestaurant?
        do {
            found = try await catalog.restaurant(placeID: placeID)
        } catch {
            return PlacesJSONResponse.error(PlacesRequestError(status: .unknownError, message: "The catalog could not be read; try again."), emptyMembers: Self.emptyMembers)
        }
        guard let restaurant = found else {
            return PlacesJSONResponse.error(
                PlacesRequestError(status: .notFound, message: "No place was found for this 'place_id'."),
                emptyMembers: Self.emptyMembers
            )
        }
        let result = PlaceJSON(now: now()).detailsResult(restaurant, newestReviewsFirst: parameters.text("reviews_sort") == "newest")
        return PlacesJSONResponse.make(.object([
            (key: "html_attributions", value: .array(restaurant.source.htmlAttribution.map { [.string($0)] } ?? [])),
            (key: "result", value: mask?.apply(to: result) ?? result),
            (key: "status", value: .string(PlacesStatus.ok.rawValue)),
        ]))
    }
}
