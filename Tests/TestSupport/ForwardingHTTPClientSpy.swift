import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `HTTPClient` that records every request and forwards it to a real client, to count the round
/// trips a flow makes against a real server.
public final class ForwardingHTTPClientSpy: HTTPClient, @unchecked Sendable {
    private let decoratee: any HTTPClient
    private let lock = NSLock()
    private var recorded: [URLRequest] = []

    public init(decoratee: any HTTPClient = URLSessionHTTPClient()) {
        self.decoratee = decoratee
    }

    public var requests: [URLRequest] {
        lock.withLock { recorded }
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        return try await decoratee.send(request)
    }
}
