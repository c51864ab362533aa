import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Raw requests to a server under test, for setting up what a test needs behind the binary's back.
enum ServerRequests {
    @discardableResult
    static func post(_ url: URL, json: [String: String]) async throws -> (Int, Data) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: json)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
