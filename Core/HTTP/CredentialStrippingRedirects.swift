import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A redirect never carries credentials (a session's bearer token, a Places API key) to another origin:
/// a server that redirects elsewhere gets its redirect, not the secrets sent to it.
enum CredentialStrippingRedirects {
    static let credentialHeaders = ["Authorization", PlacesAPIKey.headerName]

    static func redirect(_ request: URLRequest, from original: URL?) -> URLRequest {
        guard URLOrigin.of(original) != URLOrigin.of(request.url) else { return request }
        var stripped = request
        for header in credentialHeaders {
            stripped.setValue(nil, forHTTPHeaderField: header)
        }
        return stripped
    }
}
