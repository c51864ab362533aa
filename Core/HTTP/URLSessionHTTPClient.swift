import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTPClient over URLSession. Follows redirects; maps transport failures to `HTTPClientError`.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    /// An ephemeral session (no shared cookies or cache) with the given timeouts.
    public convenience init(requestTimeout: TimeInterval = 15, resourceTimeout: TimeInterval = 60) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.init(session: URLSession(configuration: configuration))
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let origin = URLOrigin.of(request.url)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
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
}
