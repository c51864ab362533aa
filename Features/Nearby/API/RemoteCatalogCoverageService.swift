import Core
import Foundation

/// Asks the Places server where its catalog has restaurants; nil from a server that cannot say
/// (Google's answers 404) or that fails.
public struct RemoteCatalogCoverageService: CatalogCoverageProviding {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    public func coverage() async -> CatalogCoverage? {
        guard let request = try? CatalogCoverageEndpoint().urlRequest(baseURL: baseURL) else { return nil }
        return try? await RemoteStore(client: client).get(RemoteCatalogCoverage.self, for: request).model
    }
}
