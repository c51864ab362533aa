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
        var topByRating: [LatencyStatistics] = []
        for (index, kind) in ComparisonWorkload.kinds.enumerated() where kind.label.hasPrefix("top ") {
            var questions = comparison.forKind(at: index)
            var statistics = LatencyStatistics(name: kind.label)
            for attempt in 0..<(queries + 100) {
                guard case let .nearby(query) = kind.make(&questions) else { break }
                let elapsed = try await timedGet(client, "/maps/api/place/nearbysearch/json", Self.queryItems(query), clock)
                if attempt >= 100 { statistics.record(elapsed) }
            }
            topByRating.append(statistics)
        }
        var nothing = LatencyStatistics(name: "GET of no route (404: the round trip alone)")
        for index in 0..<(queries + 100) {
            let elapsed = try await timedGet(client, "/no-such-route", [], clock, expecting: 404)
            if index >= 100 { nothing.record(elapsed) }
        }
        var rows = [nearby.row]
        rows += nearbyByKind.keys.sorted(by: Self.naturalOrder).map { "  " + (nearbyByKind[$0]?.row ?? "") }
        rows += topByRating.map { "  " + $0.row }
        return rows + [autocomplete.row, nothing.row]
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
