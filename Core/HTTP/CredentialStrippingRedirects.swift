import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Follows redirects, but never carries credentials (a session's bearer token, a Places API key) to
/// another origin: a server that redirects elsewhere gets its redirect, not the secrets sent to it.
final class CredentialStrippingRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    static let credentialHeaders = ["Authorization", PlacesAPIKey.headerName]

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.redirect(request, from: task.originalRequest?.url))
    }

    static func redirect(_ request: URLRequest, from original: URL?) -> URLRequest {
        guard URLOrigin.of(original) != URLOrigin.of(request.url) else { return request }
        var stripped = request
        for header in credentialHeaders {
            stripped.setValue(nil, forHTTPHeaderField: header)
        }
        return stripped
    }
}
