import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Talks to a server under test as any HTTP client would: over loopback to a live server, or straight
/// to its router (Hummingbird's `.router` test mode, no sockets).
struct ServerClient {
    /// Where requests go: the live server's address, or a placeholder host for the router.
    let baseURL: URL
    private let transport: any ServerTransport

    init(baseURL: URL) {
        self.baseURL = baseURL
        self.transport = LoopbackTransport()
    }

    init(router: RouterTransport) {
        self.baseURL = URL(string: "http://router.test")!
        self.transport = router
    }

    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: Data

        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }

        var jsonArray: [[String: Any]]? {
            (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]]
        }

        var text: String {
            String(decoding: body, as: UTF8.self)
        }

        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    func request(
        _ method: String,
        _ path: String,
        query: [String: String] = [:],
        json: Any? = nil,
        rawBody: Data? = nil,
        headers: [String: String] = [:],
        bearer: String? = nil
    ) async throws -> Answer {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty {
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let rawBody {
            request.httpBody = rawBody
        }
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let bearer {
            request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
        }
        return try await transport.send(request)
    }

    func get(_ path: String, query: [String: String] = [:], bearer: String? = nil) async throws -> Answer {
        try await request("GET", path, query: query, bearer: bearer)
    }

    func post(_ path: String, json: Any? = nil, bearer: String? = nil) async throws -> Answer {
        try await request("POST", path, json: json, bearer: bearer)
    }
}
