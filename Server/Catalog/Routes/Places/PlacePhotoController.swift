import CatalogDomain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServerJSON

/// GET /maps/api/place/photo answers 302 with a `Location` to the image, as Google does;
/// GET /places/photos/{reference} serves the image bytes with their real `Content-Type`.
/// Photo errors are 4xx with a plain-text reason, never JSON with a status.
struct PlacePhotoController<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let keyCheck: PlacesAPIKeyCheck

    static var mediaPath: String { "/places/photos" }

    func addRoutes(to router: Router<Context>) {
        router.get("/maps/api/place/photo") { request, _ in
            try await photo(PlacesQueryParameters(query: request.uri.query))
        }
        router.get("\(Self.mediaPath)/:reference") { _, context in
            try await image(reference: context.parameters.get("reference") ?? "")
        }
    }

    func photo(_ parameters: PlacesQueryParameters) async throws -> Response {
        if let denial = keyCheck.denial(for: parameters) {
            return Self.textResponse(.forbidden, denial.message ?? "Request denied.")
        }
        let request: PlacePhotoRequest
        switch PlacePhotoRequest.parse(parameters) {
        case let .success(parsed): request = parsed
        case let .failure(error): return Self.textResponse(.badRequest, error.message)
        }
        guard try await catalog.image(forPhotoReference: request.reference) != nil else {
            return Self.textResponse(.notFound, "No photo has this 'photo_reference'.")
        }
        let escaped = request.reference.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? request.reference
        return Response(status: .found, headers: [.location: "\(Self.mediaPath)/\(escaped)", .contentLength: "0"])
    }

    func image(reference: String) async throws -> Response {
        if let violation = TextRule.singleLine.violation(in: reference) {
            return Self.textResponse(.badRequest, "Invalid photo reference: it \(violation).")
        }
        guard let image = try await catalog.image(forPhotoReference: reference) else {
            return Self.textResponse(.notFound, "No photo has this reference.")
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: image.contentType,
                .contentLength: String(image.bytes.count),
                .cacheControl: "public, max-age=86400",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes))
        )
    }

    static func textResponse(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n"))
        )
    }
}
