import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each request's method, URL (secrets masked) and outcome for `--verbose`. Never logs headers
/// or bodies, which carry tokens and passwords.
public struct LoggingHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let log: @Sendable (String) -> Void

    public init(decoratee: any HTTPClient, log: @escaping @Sendable (String) -> Void) {
        self.decoratee = decoratee
        self.log = log
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let description = "\(request.httpMethod ?? "GET") \(SecretMasking.masked(request.url))"
        log("→ \(description)")
        let started = ContinuousClock.now
        do {
            let (data, response) = try await decoratee.send(request)
            log("← \(response.statusCode) \(description) (\(Self.milliseconds(since: started)) ms, \(data.count) bytes)")
            return (data, response)
        } catch {
            log("✗ \(description) (\(Self.milliseconds(since: started)) ms): \(type(of: error))")
            throw error
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
