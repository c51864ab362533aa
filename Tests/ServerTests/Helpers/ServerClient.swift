import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Talks to a server under test over loopback, as any HTTP client would.
struct ServerClient {
    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        self.session = URLSession(configuration: configuration)
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
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            fields["\(key)"] = "\(value)"
        }
        return Answer(status: http.statusCode, headers: fields, body: data)
    }

    func get(_ path: String, query: [String: String] = [:], bearer: String? = nil) async throws -> Answer {
        try await request("GET", path, query: query, bearer: bearer)
    }

    func post(_ path: String, json: Any? = nil, bearer: String? = nil) async throws -> Answer {
        try await request("POST", path, json: json, bearer: bearer)
    }
}
