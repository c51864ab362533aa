import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests addressed to `EmbeddedServerHTTPClient.placeholderBaseURL` to the embedded server,
/// starting it on first use; every other request passes through unchanged. Features are built with
/// the placeholder URL and never know whether the server runs in process.
public struct EmbeddedServerHTTPClient: HTTPClient {
    public static let placeholderBaseURL = URL(string: "http://embedded.foodybite.invalid")!

    private let decoratee: any HTTPClient
    private let launcher: EmbeddedServerLauncher

    public init(decoratee: any HTTPClient, launcher: EmbeddedServerLauncher) {
        self.decoratee = decoratee
        self.launcher = launcher
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url, url.host == Self.placeholderBaseURL.host else {
            return try await decoratee.send(request)
        }
        let baseURL = try await launcher.baseURL()
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = baseURL.scheme
        components?.host = baseURL.host
        components?.port = baseURL.port
        var routed = request
        routed.url = components?.url
        return try await decoratee.send(routed)
    }
}
