import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests over loopback with URLSession, to a live server.
struct LoopbackTransport: ServerTransport {
    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        self.session = URLSession(configuration: configuration)
    }

    func send(_ request: URLRequest) async throws -> ServerClient.Answer {
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            fields["\(key)"] = "\(value)"
        }
        return ServerClient.Answer(status: http.statusCode, headers: fields, body: data)
    }
}
