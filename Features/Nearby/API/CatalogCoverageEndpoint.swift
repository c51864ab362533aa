import Core

/// GET /catalog/coverage: our server's count of restaurants and the box around them.
struct CatalogCoverageEndpoint: Endpoint {
    var path: String { "/catalog/coverage" }
    var method: HTTPMethod { .get }
}
