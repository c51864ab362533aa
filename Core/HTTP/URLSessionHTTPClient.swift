import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTPClient over URLSession. Follows redirects (without credentials when they lead to another origin);
/// maps transport failures to `HTTPClientError`.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    /// An ephemeral session (no shared cookies or cache) with the given timeouts, naming the client in
    /// `User-Agent` (as `foodybite/0.1.0`) when `userAgent` is given.
    public convenience init(requestTimeout: TimeInterval = 15, resourceTimeout: TimeInterval = 60, userAgent: String? = nil) {
        let configuration = URLSessionConfiguration.ephemeral
        if let userAgent {
            configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
        }
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.init(session: URLSession(configuration: configuration, delegate: CredentialStrippingRedirects(), delegateQueue: nil))
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let origin = URLOrigin.of(request.url)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await load(request)
        } catch let error as URLError where error.code == .timedOut {
            throw HTTPClientError.timedOut(origin: origin)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError where error.code == .cancelled {
            throw CancellationError()
        } catch {
            throw HTTPClientError.cannotConnect(origin: origin)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw HTTPClientError.invalidResponse(origin: origin)
        }
        return (data, httpResponse)
    }

    /// `URLSession.data(for:)` cancels its task from inside Swift's cancellation handler, which on this
    /// toolchain can deadlock against the session finishing that task (swift-corelibs-foundation #5412).
    /// Here the handler only hands the cancel to another queue and returns.
    private func load(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let cancellation = DataTaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                cancellation.start(task)
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
