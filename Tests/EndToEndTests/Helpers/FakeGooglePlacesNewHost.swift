import Foundation
import Hummingbird
import NIOCore
import TestSupport

/// A local stand-in for Google's Places API (New) host, answering in Google's documented shapes: it
/// requires a key in `X-Goog-Api-Key` and a field mask like Google, and records every request so a
/// test can check what left the app.
final class FakeGooglePlacesNewHost: @unchecked Sendable {
    struct RecordedRequest: Sendable {
        let method: String
        let pathAndQuery: String
        let apiKey: String?
        let fieldMask: String?
        let userAgent: String?
    }

    static let key = "GOOD-KEY-0123"
    static let placeID = "ChIJfake1"

    private let lock = NSLock()
    private var recorded: [RecordedRequest] = []
    private var textSearches: [Data] = []
    private var server: LoopbackHTTPServer?
    private var mediaRedirect: URL?

    /// From now on photo media answers with a redirect to `url` (as Google does without
    /// `skipHttpRedirect`), as a misbehaving or hostile server might.
    func redirectMedia(to url: URL) {
        lock.withLock { mediaRedirect = url }
    }

    var baseURL: URL { lock.withLock { server?.baseURL } ?? URL(string: "http://127.0.0.1")! }
    var requests: [RecordedRequest] { lock.withLock { recorded } }
    /// The bodies of the Text Search requests, in order.
    var textSearchBodies: [[String: Any]] {
        lock.withLock { textSearches }.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    func start() async throws {
        let started = try await LoopbackHTTPServer.start { [self] request, baseURL in
            try await answer(request, baseURL: baseURL)
        }
        lock.withLock { server = started }
    }

    func stop() async {
        await lock.withLock { server }?.stop()
    }

    private func answer(_ request: Request, baseURL: URL) async throws -> Response {
        let path = request.uri.path
        let apiKey = Self.header("X-Goog-Api-Key", in: request)
        let mask = Self.header("X-Goog-FieldMask", in: request)
        lock.withLock {
            recorded.append(RecordedRequest(
                method: request.method.rawValue, pathAndQuery: request.uri.description, apiKey: apiKey, fieldMask: mask,
                userAgent: Self.header("User-Agent", in: request)
            ))
        }
        if path.hasPrefix("/images/") {
            return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])))
        }
        guard let apiKey else { return Self.error(PlacesNewErrorFixtures.missingKey) }
        guard apiKey == Self.key else { return Self.error(PlacesNewErrorFixtures.invalidKey) }
        if path.hasSuffix("/media"), let target = lock.withLock({ mediaRedirect }) {
            return Response(status: .found, headers: [.location: target.absoluteString])
        }
        if path.hasSuffix("/media") {
            let name = path.dropFirst("/v1/".count).dropLast("/media".count)
            return Self.json(#"{"name": "\#(name)/media", "photoUri": "\#(baseURL.absoluteString)/images/\#(name.split(separator: "/").last ?? "")"}"#)
        }
        guard let mask, !mask.isEmpty else { return Self.error(PlacesNewErrorFixtures.missingFieldMask) }
        switch (request.method, path) {
        case (.post, "/v1/places:searchNearby"):
            let body = try await Self.jsonBody(of: request)
            let circle = (body?["locationRestriction"] as? [String: Any])?["circle"] as? [String: Any]
            guard circle?["center"] is [String: Any], (circle?["radius"] as? Double ?? 0) > 0, body?["maxResultCount"] as? Int == 20 else {
                return Self.error(PlacesNewErrorFixtures.invalidRadius)
            }
            return Self.json(Self.nearbyAnswer)
        case (.post, "/v1/places:searchText"):
            let body = try await Self.jsonBody(of: request)
            if let body, let data = try? JSONSerialization.data(withJSONObject: body) { lock.withLock { textSearches.append(data) } }
            let rectangle = (body?["locationRestriction"] as? [String: Any])?["rectangle"] as? [String: Any]
            let type = body?["includedType"] as? String ?? ""
            guard body?["textQuery"] is String, rectangle?["low"] is [String: Any], rectangle?["high"] is [String: Any],
                  (body?["pageSize"] as? Int ?? 20) <= 20, type == "restaurant" || type.hasSuffix("_restaurant") else {
                return Self.error(PlacesNewErrorFixtures.invalidRadius)
            }
            return Self.json(Self.nearbyAnswer)
        case (.post, "/v1/places:autocomplete"):
            guard let input = try await Self.jsonBody(of: request)?["input"] as? String, !input.isEmpty else {
                return Self.error((status: 400, body: #"{"error": {"code": 400, "message": "input is required.", "status": "INVALID_ARGUMENT"}}"#))
            }
            return Self.json(Self.autocompleteAnswer)
        case (.get, "/v1/places/\(Self.placeID)"):
            return Self.json(Self.detailsAnswer)
        case (.get, _) where path.hasPrefix("/v1/places/"):
            return Self.error(PlacesNewErrorFixtures.placeNotFound)
        default:
            return Response(status: .notFound)
        }
    }

    /// The JSON object a POST carries, as Google reads it: nil unless the Content-Type says JSON.
    private static func jsonBody(of request: Request) async throws -> [String: Any]? {
        guard header("Content-Type", in: request)?.hasPrefix("application/json") == true else { return nil }
        let buffer = try await request.body.collect(upTo: 1 << 16)
        return try? JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any]
    }

    private static func header(_ name: String, in request: Request) -> String? {
        request.headers.first { $0.name.canonicalName == name.lowercased() }?.value
    }

    private static func json(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=UTF-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func error(_ fixture: (status: Int, body: String)) -> Response {
        Response(status: .init(code: fixture.status), headers: [.contentType: "application/json; charset=UTF-8"], body: .init(byteBuffer: ByteBuffer(string: fixture.body)))
    }

    /// Twenty places around Lisbon's centre, most popular first as Google ranks them (not by rating).
    static var nearbyAnswer: String {
        let places = (1...20).map { index -> String in
            let id = index == 1 ? placeID : "ChIJfake\(index)"
            let status = index == 20 ? "CLOSED_TEMPORARILY" : "OPERATIONAL"
            return """
                {"id": "\(id)", "displayName": {"text": "Tasca nº \(index) — Zé", "languageCode": "pt"},
                 "location": {"latitude": \(38.7223 + Double(index) * 0.0005), "longitude": -9.1393},
                 "rating": \(3.0 + Double(index % 20) / 10), "userRatingCount": \(index * 37),
                 "regularOpeningHours": {"openNow": \(index % 2 == 0)}, "businessStatus": "\(status)", "priceLevel": "PRICE_LEVEL_MODERATE",
                 "photos": [{"name": "places/\(id)/photos/AUc\(index)", "widthPx": 800, "heightPx": 600}]}
                """
        }
        return #"{"places": ["# + places.joined(separator: ",") + "]}"
    }

    static let detailsAnswer = #"""
        {"id": "ChIJfake1", "displayName": {"text": "Tasca nº 1 — Zé"}, "formattedAddress": "Rua da Prata 12, Lisboa",
         "nationalPhoneNumber": "21 123 4567", "websiteUri": "https://tasca.example", "location": {"latitude": 38.7228, "longitude": -9.1393},
         "rating": 4.6, "userRatingCount": 812, "businessStatus": "OPERATIONAL", "priceLevel": "PRICE_LEVEL_INEXPENSIVE",
         "regularOpeningHours": {"openNow": true, "weekdayDescriptions": ["Monday: 12:00 – 15:00, 19:00 – 2:00", "Tuesday: Open 24 hours"]},
         "photos": [{"name": "places/ChIJfake1/photos/AUc1", "widthPx": 800, "heightPx": 600,
                     "authorAttributions": [{"displayName": "Rui Fotógrafo", "uri": "https://maps.google.com/maps/contrib/7"}]}],
         "reviews": [
           {"rating": 5, "text": {"text": "The best grilled fish", "languageCode": "en"}, "originalText": {"text": "O melhor peixe grelhado", "languageCode": "pt"},
            "authorAttribution": {"displayName": "Joana Silva"}, "publishTime": "2024-05-01T12:00:00.123456Z", "relativePublishTimeDescription": "a year ago"},
           {"rating": 2, "text": {"text": "Slow service", "languageCode": "en"}}
         ]}
        """#

    static let autocompleteAnswer = #"""
        {"suggestions": [
          {"placePrediction": {"place": "places/ChIJfake1", "placeId": "ChIJfake1", "text": {"text": "Tasca nº 1 — Zé, Rua da Prata, Lisboa"},
           "structuredFormat": {"mainText": {"text": "Tasca nº 1 — Zé"}, "secondaryText": {"text": "Rua da Prata, Lisboa"}}, "distanceMeters": 55}},
          {"placePrediction": {"place": "places/ChIJfake2", "placeId": "ChIJfake2", "text": {"text": "Tasca nº 1 — Zé, Belém"},
           "structuredFormat": {"mainText": {"text": "Tasca nº 1 — Zé"}, "secondaryText": {"text": "Belém"}}, "distanceMeters": 6400}}
        ]}
        """#
}
