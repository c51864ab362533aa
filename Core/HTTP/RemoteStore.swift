import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests through an `HTTPClient`, checks the status code, turns error bodies into typed
/// errors and decodes successful answers.
public struct RemoteStore: Sendable {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func get<Resource: Decodable>(_ type: Resource.Type, for request: URLRequest) async throws -> Resource {
        let data = try await validatedData(for: request)
        do {
            return try JSONDecoder.wire.decode(Resource.self, from: data)
        } catch {
            throw RemoteStoreError.invalidData
        }
    }

    /// Sends a request whose answer carries nothing but its status.
    public func send(_ request: URLRequest) async throws {
        _ = try await validatedData(for: request)
    }

    /// Sends a request whose answer carries nothing but its status and headers, and answers the headers
    /// (names in lowercase).
    public func sendReadingHeaders(_ request: URLRequest) async throws -> [String: String] {
        Self.headers(of: try await validatedResponse(for: request).response)
    }

    /// `get`, with the answer's headers (names in lowercase).
    public func getReadingHeaders<Resource: Decodable>(_ type: Resource.Type, for request: URLRequest) async throws -> (Resource, [String: String]) {
        let (data, response) = try await validatedResponse(for: request)
        do {
            return (try JSONDecoder.wire.decode(Resource.self, from: data), Self.headers(of: response))
        } catch {
            throw RemoteStoreError.invalidData
        }
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        response.allHeaderFields.reduce(into: [:]) { headers, field in
            if let name = field.key as? String, let value = field.value as? String { headers[name.lowercased()] = value }
        }
    }

    private func validatedData(for request: URLRequest) async throws -> Data {
        try await validatedResponse(for: request).data
    }

    private func validatedResponse(for request: URLRequest) async throws -> (data: Data, response: HTTPURLResponse) {
        let (data, response) = try await client.send(request)
        let status = response.statusCode
        switch status {
        case 200..<300:
            return (data, response)
        case 401:
            throw RemoteStoreError.unauthorized(reason: Self.reason(in: data))
        case 400..<500:
            throw RemoteStoreError.rejected(status: status, reason: Self.reason(in: data))
        case 500..<600:
            throw RemoteStoreError.serverError(status: status, reason: Self.reason(in: data))
        default:
            throw RemoteStoreError.invalidData
        }
    }

    private static func reason(in data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(APIErrorBody.self, from: data) else { return nil }
        let reason = body.reason.trimmingCharacters(in: .whitespacesAndNewlines)
        return reason.isEmpty ? nil : reason
    }
}
