import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request and decodes its JSON answer.
public protocol ResourceLoader: Sendable {
    func get<Resource: Decodable>(_ type: Resource.Type, for request: URLRequest) async throws -> Resource
}
