import ArgumentParser
import CatalogDomain
import FoodybiteServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Measurements over loopback HTTP (`--http`), against a server started in this process.
extension BenchmarkCommand {
    func measureOverHTTP(dataDirectory: URL, names: [String], comparison: ComparisonWorkload) async throws {
        let server = try await RunningServer.start(configuration: ServerConfiguration(port: 0, dataDirectory: dataDirectory))
        let rows: [String]
        do {
            guard let port = server.baseURL.port.flatMap(UInt16.init(exactly:)) else { throw ValidationError("the server named no port: \(server.baseURL)") }
            let client = LoopbackHTTPClient(port: port)
            defer { client.close() }
            rows = try await timeRequests(through: client, names: names, comparison: comparison)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        print("\nOver HTTP on loopback (one keep-alive connection, one request at a time, JSON included):")
        print(LatencyStatistics.header)
        for row in rows { print(row) }
    }

    /// The rows of the HTTP table: nearby of each kind, the comparison's top 20 kinds, autocomplete, a 404.
    func timeRequests(through client: LoopbackHTTPClient, names: [String], comparison: ComparisonWorkload) async throws -> [String] {
        let clock = ContinuousClock()
        var workload = BenchmarkWorkload(seed: seed &+ 1, center: DemoCatalog.center, spread: radius, names: names)
        var nearby = LatencyStatistics(name: "GET nearbysearch/json")
        var nearbyByKind: [String: LatencyStatistics] = [:]
        var autocomplete = LatencyStatistics(name: "GET autocomplete/json")
        for index in 0..<(queries + 100) {
            let kind = workload.nearby()
            let elapsed = try await timedGet(client, "/maps/api/place/nearbysearch/json", Self.queryItems(kind.query), clock)
            if index >= 100 {
                nearby.record(elapsed)
                nearbyByKind[kind.label, default: LatencyStatistics(name: kind.label)].record(elapsed)
            }
        }
        for index in 0..<(queries + 100) {
            let location = workload.location()
            let items = [
                URLQueryItem(name: "input", value: workload.autocompleteInput()),
                URLQueryItem(name: "location", value: "\(location.latitude),\(location.longitude)"),
                URLQueryItem(name: "radius", value: "5000"),
            ]
            let elapsed = try await timedGet(client, "/maps/api/place/autocomplete/json", items, clock)
            if index >= 100 { autocomplete.record(elapsed) }
        }
        // The comparison's top 20 kinds, drawn as the comparison draws them (their raw p50 is in its table),
        // and a route that does nothing (404): the round trip's own cost, with no catalog work at all.
        // Each also as Places API (New)'s search nearby with the field mask our client sends: the same
        // question on the newer route, whose answer should cost no more.
        var topByRating: [LatencyStatistics] = []
        var answerSizes: [String] = []
        for (index, kind) in ComparisonWorkload.kinds.enumerated() where kind.label.hasPrefix("top ") {
            var questions = comparison.forKind(at: index)
            var legacy = LatencyStatistics(name: kind.label + ", legacy")
            var new = LatencyStatistics(name: kind.label + ", New")
            var legacyBytes = 0, newBytes = 0
            for attempt in 0..<(queries + 100) {
                guard case let .nearby(query) = kind.make(&questions) else { break }
                let (legacyElapsed, legacySize) = try await timedGetWithSize(client, "/maps/api/place/nearbysearch/json", Self.queryItems(query), clock)
                let (newElapsed, newSize) = try await timedSearchNearbyNew(client, query, clock)
                if attempt >= 100 {
                    legacy.record(legacyElapsed)
                    new.record(newElapsed)
                    legacyBytes += legacySize
                    newBytes += newSize
                }
            }
            topByRating += [legacy, new]
            let count = max(1, legacy.samples.count)
            answerSizes.append("  \(kind.label): " + String(
                format: "legacy %.1f kB, New %.1f kB per answer; New's p50 ×%.2f legacy's",
                Double(legacyBytes) / Double(count) / 1_000, Double(newBytes) / Double(count) / 1_000,
                new.percentile(0.5).milliseconds / max(1e-9, legacy.percentile(0.5).milliseconds)
            ))
        }
        var nothing = LatencyStatistics(name: "GET of no route (404: the round trip alone)")
        for index in 0..<(queries + 100) {
            let elapsed = try await timedGet(client, "/no-such-route", [], clock, expecting: 404)
            if index >= 100 { nothing.record(elapsed) }
        }
        var rows = [nearby.row]
        rows += nearbyByKind.keys.sorted(by: Self.naturalOrder).map { "  " + (nearbyByKind[$0]?.row ?? "") }
        rows += topByRating.map { "  " + $0.row }
        return rows + [autocomplete.row, nothing.row, "Places API (New) beside legacy, the same questions:"] + answerSizes
    }

    /// The fields our client's nearby list asks Places API (New) for (`SearchNearbyNewEndpoint`).
    static let searchNearbyFieldMask = [
        "places.id", "places.displayName", "places.location", "places.rating", "places.userRatingCount", "places.regularOpeningHours.openNow",
        "places.businessStatus", "places.priceLevel", "places.photos", "places.attributions", "places.types", "places.foodybiteCuisines",
    ].joined(separator: ",")

    /// POST /v1/places:searchNearby for the query's circle, most popular first (best rated, on our server).
    func timedSearchNearbyNew(_ client: LoopbackHTTPClient, _ query: NearbyQuery, _ clock: ContinuousClock) async throws -> (Duration, Int) {
        let body: [String: Any] = [
            "includedTypes": ["restaurant"], "maxResultCount": query.limit, "rankPreference": "POPULARITY",
            "locationRestriction": ["circle": ["center": ["latitude": query.center.latitude, "longitude": query.center.longitude], "radius": query.radius ?? 50_000]],
        ]
        let bytes = try [UInt8](JSONSerialization.data(withJSONObject: body))
        let (response, elapsed) = try await client.post("/v1/places:searchNearby", json: bytes, headers: ["X-Goog-FieldMask": Self.searchNearbyFieldMask], clock: clock)
        guard response.status == 200 else { throw ValidationError("POST /v1/places:searchNearby answered \(response.status): \(String(decoding: response.body, as: UTF8.self))") }
        return (elapsed, response.body.count)
    }

    func timedGetWithSize(_ client: LoopbackHTTPClient, _ path: String, _ items: [URLQueryItem], _ clock: ContinuousClock) async throws -> (Duration, Int) {
        var components = URLComponents()
        components.path = path
        components.queryItems = items
        let (response, elapsed) = try await client.get(components.percentEncodedPath + "?" + (components.percentEncodedQuery ?? ""), clock: clock)
        guard response.status == 200 else { throw ValidationError("\(path) answered \(response.status)") }
        return (elapsed, response.body.count)
    }

    /// A nearby query as the legacy route's parameters.
    static func queryItems(_ query: NearbyQuery) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "location", value: "\(query.center.latitude),\(query.center.longitude)")]
        if let radius = query.radius { items.append(URLQueryItem(name: "radius", value: String(Int(radius)))) }
        if query.ranking == .distance {
            items.append(URLQueryItem(name: "rankby", value: "distance"))
            // As Google's route, ours refuses a search by distance that names no keyword, name or type.
            if query.keyword == nil { items.append(URLQueryItem(name: "type", value: "restaurant")) }
        }
        if let keyword = query.keyword { items.append(URLQueryItem(name: "keyword", value: keyword)) }
        if query.openNow { items.append(URLQueryItem(name: "opennow", value: "true")) }
        return items
    }

    func timedGet(
        _ client: LoopbackHTTPClient, _ path: String, _ items: [URLQueryItem], _ clock: ContinuousClock, expecting status: Int = 200
    ) async throws -> Duration {
        var components = URLComponents()
        components.path = path
        components.queryItems = items.isEmpty ? nil : items
        let target = components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let (response, elapsed) = try await client.get(target, clock: clock)
        guard response.status == status else { throw ValidationError("\(target) answered \(response.status)") }
        // The Places routes answer a refused question with 200 too, naming the refusal in `status`.
        if path.hasPrefix("/maps/api/place/") {
            guard let answer = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
                  let placesStatus = answer["status"] as? String else {
                throw ValidationError("\(target) answered something other than a Places JSON object")
            }
            guard ["OK", "ZERO_RESULTS"].contains(placesStatus) else {
                throw ValidationError("\(target) answered \(placesStatus): \(answer["error_message"] ?? "")")
            }
        }
        return elapsed
    }
}
