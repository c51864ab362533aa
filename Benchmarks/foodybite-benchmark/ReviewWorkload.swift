import FoodybiteServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Review writes and reads through a real server over loopback HTTP, one request at a time: authors
/// post reviews of the catalog's restaurants, then read a restaurant's reviews and their own.
struct ReviewWorkload {
    let authors: Int
    let reviews: Int
    let restaurantIDs: [String]

    func measure(on configuration: ServerConfiguration) async throws -> [LatencyStatistics] {
        var configuration = configuration
        configuration.bcryptCost = 4
        configuration.catalog.demoRestaurantCount = 0
        // A kept catalog's server remembers the signups of earlier runs: the benchmark is not a flood.
        configuration.writeLimits = .unlimited
        let server = try await RunningServer.start(configuration: configuration)
        let run = UUID().uuidString.prefix(8)
        var tokens: [String] = []
        for index in 0..<authors {
            tokens.append(try await signUpAndLogIn(email: "bench-\(run)-\(index)@example.com", at: server.baseURL))
        }
        let clock = ContinuousClock()
        var writes = LatencyStatistics(name: "POST /review")
        var restaurantReads = LatencyStatistics(name: "GET /review/{restaurant}")
        var ownReads = LatencyStatistics(name: "GET /review (own)")
        var posted: [String] = []
        for index in 0..<reviews {
            let restaurantID = restaurantIDs[(index * 7_919) % restaurantIDs.count]
            let body: [String: Any] = ["restaurantID": restaurantID, "text": "Benchmark review \(index)", "stars": 1 + index % 5, "createdAt": ISO8601DateFormatter().string(from: Date())]
            let start = clock.now
            try await send("POST", server.baseURL.appendingPathComponent("review"), json: body, token: tokens[index % tokens.count])
            writes.record(clock.now - start)
            posted.append(restaurantID)
        }
        for index in 0..<reviews {
            let token = tokens[index % tokens.count]
            let start = clock.now
            try await send("GET", server.baseURL.appendingPathComponent("review/\(posted[index])"), token: token)
            restaurantReads.record(clock.now - start)
            let ownStart = clock.now
            try await send("GET", server.baseURL.appendingPathComponent("review"), token: token)
            ownReads.record(clock.now - ownStart)
        }
        await server.stop()
        return [writes, restaurantReads, ownReads]
    }

    private func signUpAndLogIn(email: String, at baseURL: URL) async throws -> String {
        let password = String(repeating: "be1c", count: 32)
        try await send("POST", baseURL.appendingPathComponent("auth/signup"), json: ["name": "Bench Author", "email": email, "password": password])
        let body = try await send("POST", baseURL.appendingPathComponent("auth/login"), json: ["email": email, "password": password])
        guard let token = ((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["token"] as? [String: Any])?["accessToken"] as? String else {
            throw ReviewWorkloadError.unexpectedAnswer("login")
        }
        return token
    }

    @discardableResult
    private func send(_ method: String, _ url: URL, json: [String: Any]? = nil, token: String? = nil) async throws -> Data {
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await Self.session.data(for: request)
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            throw ReviewWorkloadError.unexpectedAnswer("\(method) \(url.path) answered \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        }
        return data
    }

    private static let session = URLSession(configuration: .ephemeral)
}

enum ReviewWorkloadError: Error, CustomStringConvertible {
    case unexpectedAnswer(String)

    var description: String {
        switch self {
        case let .unexpectedAnswer(what): "unexpected answer: \(what)"
        }
    }
}
