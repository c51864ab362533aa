/// Where the restaurant source has restaurants, for saying so when a search finds nothing; nil when
/// the source cannot tell (Google) or does not answer.
public protocol CatalogCoverageProviding: Sendable {
    func coverage() async -> CatalogCoverage?
}
