import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTPClient over URLSession. Follows redirects (without credentials when they lead to another origin);
/// holds every request to its `HTTPClientLimits`; maps transport failures to `HTTPClientError`.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let transfers: HTTPTransfers
    private let limits: HTTPClientLimits

    /// An ephemeral session (no shared cookies or cache) naming the client in `User-Agent` (as
    /// `foodybite/0.1.0`) when `userAgent` is given. `limits.deadlineSeconds` bounds the whole request
    /// however the server paces its bytes; `idleTimeout` (by default the deadline too) is how long the
    /// server may stay silent. A server that is slow to start answering is not cut off before the deadline:
    /// a busy server checking a password (bcrypt, at a low priority) may stay silent for many seconds.
    public init(limits: HTTPClientLimits = .standard, idleTimeout: TimeInterval? = nil, userAgent: String? = nil) {
        let idleTimeout = idleTimeout ?? limits.deadlineSeconds
        let configuration = URLSessionConfiguration.ephemeral
        if let userAgent {
            configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
        }
        configuration.timeoutIntervalForRequest = idleTimeout
        configuration.timeoutIntervalForResource = limits.deadlineSeconds + idleTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.limits = limits
        transfers = HTTPTransfers(limits: limits)
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let origin = URLOrigin.of(request.url)
        let task = session.dataTask(with: request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    transfers.start(task, origin: origin, continuation: continuation)
                }
            } onCancel: {
                transfers.cancel(task)
            }
        } catch let error as HTTPClientError {
            throw error
        } catch let error as URLError where error.code == .timedOut {
            throw HTTPClientError.timedOut(origin: origin)
        } catch let error as URLError where error.code == .networkConnectionLost {
            throw HTTPClientError.connectionLost(origin: origin)
        } catch let error as URLError where error.code == .httpTooManyRedirects {
            throw HTTPClientError.tooManyRedirects(origin: origin, limit: limits.maxRedirects)
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
}
