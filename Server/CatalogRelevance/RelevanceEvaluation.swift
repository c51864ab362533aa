import CatalogDomain

/// Puts the judged questions to a catalog as the server's routes would: a nearby search by the
/// keyword the text gives (`SearchKeyword`) around a centre or a place looked up by name
/// (`PlaceNameLookup`), or autocomplete; reads the names of the first results.
public struct RelevanceEvaluation: Sendable {
    private let catalog: any RestaurantCatalog
    private let places: PlaceNameLookup

    /// `catalog` as the server composes it (typo tolerant), `gazetteer` the same store's.
    public init(catalog: any RestaurantCatalog, gazetteer: any Gazetteer) {
        self.catalog = catalog
        self.places = PlaceNameLookup(gazetteer: gazetteer)
    }

    public func judge(_ set: JudgedQuerySet) async throws -> RelevanceReport {
        var judgements: [RelevanceJudgement] = []
        for query in set.queries {
            judgements.append(RelevanceJudgement(query: query, ranked: try await ranked(query, in: set)))
        }
        return RelevanceReport(judgements: judgements)
    }

    private func ranked(_ query: JudgedQuery, in set: JudgedQuerySet) async throws -> [String] {
        guard let centre = try await centre(of: query, in: set) else { return [] }
        switch query.kind {
        case .nearby:
            guard let requirements = PlaceRequirements(names: query.requires) else {
                throw JudgedQueryError.unknownRequirement(query.requires.joined(separator: ","))
            }
            let nearby = NearbyQuery(
                center: centre, radius: query.radius, keyword: SearchKeyword.from(query.text), openNow: query.openNow,
                requirements: requirements, limit: RelevanceJudgement.depth
            )
            let hits = try await catalog.nearby(nearby, now: set.now)
            return try await catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: false).map(\.name)
        case .search:
            let hits = try await catalog.autocomplete(AutocompleteQuery(input: query.text, location: centre, limit: RelevanceJudgement.depth))
            return hits.map(\.name)
        }
    }

    private func centre(of query: JudgedQuery, in set: JudgedQuerySet) async throws -> GeoPoint? {
        if let near = query.near { return try await places.places(for: near, limit: 1).first?.location }
        return query.at.flatMap { set.centres[$0] }
    }
}
