import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a `ServerClient` request reaches the server under test.
protocol ServerTransport: Sendable {
    func send(_ request: URLRequest) async throws -> ServerClient.Answer
}
