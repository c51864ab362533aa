import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request whose answer carries nothing but its status.
public protocol ResourceSender: Sendable {
    func send(_ request: URLRequest) async throws
}
