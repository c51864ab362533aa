import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests a URL exactly as written (no re-encoding of the query) and, unlike `ServerClient`, does
/// not follow redirects, so a test sees the 302 itself.
final class RawHTTPClient: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: Data

        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    private lazy var session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)

    func get(_ url: URL) async throws -> Answer {
        let (data, response) = try await session.data(for: URLRequest(url: url))
        let http = try httpResponse(response)
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers["\(key)"] = "\(value)" }
        return Answer(status: http.statusCode, headers: headers, body: data)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    private func httpResponse(_ response: URLResponse) throws -> HTTPURLResponse {
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return http
    }
}
