import CatalogDomain
import Foundation
import Hummingbird
import ServerJSON

/// GET /v1/places/{id}/photos/{reference}/media: Place Photos (New). Redirects (302) to the image route
/// the legacy photo route uses, or with `skipHttpRedirect=true` answers
/// `{"name": ".../media", "photoUri": "<absolute URL of the image>"}`.
struct GetPhotoMediaController<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let keyCheck: PlacesAPIKeyCheck

    func addRoutes(to router: Router<Context>) {
        router.get("/v1/places/{id}/photos/{reference}/media") { request, context in
            let id = context.parameters.get("id") ?? "", reference = context.parameters.get("reference") ?? ""
            return try await PlacesNewResponse.answering {
                try await media(placeID: id.removingPercentEncoding ?? id, reference: reference.removingPercentEncoding ?? reference, request)
            }
        }
    }

    func media(placeID: String, reference: String, _ request: Request) async throws -> Response {
        let system = PlacesNewSystemParameters(request)
        try system.checkKey(keyCheck)
        guard PlaceIdentifier.isWellFormedPlaceID(placeID) else { throw PlacesNewError.invalidArgument("Not a valid Place ID: \(placeID.prefix(200))") }
        try TextRule.singleLine.checkField(reference, "name")
        let parsed = try GetPhotoMediaRequest.parse(system.query)
        let name = "places/\(placeID)/photos/\(reference)"
        let found: Bool
        do {
            let photos = try await catalog.restaurants(placeIDs: [placeID], includingReviews: false).first?.photos ?? []
            // The image route serves by reference alone: the photo must be this place's and have an image.
            let image = photos.contains { $0.reference == reference } ? try await catalog.image(forPhotoReference: reference) : nil
            found = image != nil
        } catch {
            throw PlacesNewError.catalogUnavailable
        }
        guard found else { throw PlacesNewError.notFound("Photo '\(name.prefix(300))' was not found.") }
        let escaped = reference.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? reference
        let imagePath = "\(PlacePhotoController<Context>.mediaPath)/\(escaped)"
        guard parsed.skipsRedirect else {
            return Response(status: .found, headers: [.location: imagePath, .contentLength: "0"])
        }
        guard let host = request.head.authority, Self.isPlausibleHost(host) else {
            throw PlacesNewError.invalidArgument("The request's Host header is missing or invalid, so no photoUri can be given.")
        }
        return PlacesNewResponse.make(.object([
            (key: "name", value: .string("\(name)/media")),
            (key: "photoUri", value: .string("http://\(host)\(imagePath)")),
        ]))
    }

    /// A host name or address with an optional port, nothing that could change the URL built from it.
    private static func isPlausibleHost(_ host: String) -> Bool {
        !host.isEmpty && host.count <= 255 && host.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || ".-:[]".unicodeScalars.contains(scalar))
        }
    }
}
