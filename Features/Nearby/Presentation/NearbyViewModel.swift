import Foundation
import Shared

/// Finds the restaurants around the current location with the person's criteria, orders them and
/// keeps the first `limit`.
@MainActor
public final class NearbyViewModel {
    private let service: any NearbyRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let criteriaProvider: any SearchCriteriaProviding
    private let distance: any DistanceMeasuring
    private let coverageProvider: (any CatalogCoverageProviding)?
    private let places: (any PlaceNameLookup)?
    private let matchJudge: (any MatchJudging)?
    private let favourites: (any NearbyRestaurantsService)?
    private let favouriteIDs: (any FavouriteIDsProviding)?

    /// `favourites` answers `--favourites`; `favouriteIDs` marks favourites in any list.
    public init(
        service: any NearbyRestaurantsService,
        locationProvider: any CurrentLocationProviding,
        criteriaProvider: any SearchCriteriaProviding,
        distance: any DistanceMeasuring,
        coverageProvider: (any CatalogCoverageProviding)? = nil,
        places: (any PlaceNameLookup)? = nil,
        matchJudge: (any MatchJudging)? = nil,
        favourites: (any NearbyRestaurantsService)? = nil,
        favouriteIDs: (any FavouriteIDsProviding)? = nil
    ) {
        self.service = service
        self.locationProvider = locationProvider
        self.criteriaProvider = criteriaProvider
        self.distance = distance
        self.coverageProvider = coverageProvider
        self.places = places
        self.matchJudge = matchJudge
        self.favourites = favourites
        self.favouriteIDs = favouriteIDs
    }

    /// `choose` picks among the places of the name `input.near` gives (by default the best match).
    public func load(_ input: NearbyInput, choose: @MainActor ([NamedPlace]) -> NamedPlace? = { $0.first }) async throws -> NearbyViewData {
        let (center, otherPlaces) = try await startingPoint(for: input, choose: choose)
        let criteria = try await criteriaProvider.searchCriteria()
        let query = NearbySearchQuery(
            center: center.coordinates,
            radius: input.radius ?? criteria.radius,
            openNow: input.openNow,
            ranking: input.ranking,
            minimumRating: input.minimumRating ?? criteria.minimumRating,
            limit: input.limit,
            includeClosed: input.includeClosed,
            what: input.what,
            priceLevels: input.priceLevels,
            requirements: input.requirements,
            cuisines: input.cuisines
        )
        let result = try await source(favouritesOnly: input.favouritesOnly).searchNearby(query)
        let kept = input.favouritesOnly ? [] : await favouriteIDs?.favouriteIDs() ?? []
        let rows = result.value.map { restaurant in
            RestaurantRowViewData(
                restaurant, distanceMeters: distance.distance(from: query.center, to: restaurant.location),
                match: query.what.flatMap { matchJudge?.quality(of: restaurant, for: $0) } ?? .exact,
                isFavourite: input.favouritesOnly || kept.contains(restaurant.id)
            )
        }
        let emptyHint = rows.isEmpty ? (input.favouritesOnly ? Self.noFavouritesHint : await emptyHint(for: query)) : nil
        return NearbyViewData(
            origin: result.origin,
            center: center,
            radius: query.radius,
            minimumRating: query.minimumRating,
            ranking: query.ranking,
            rows: Array(Self.ordered(rows, by: query.ranking).prefix(query.limit)),
            partialReason: result.partialReason,
            looseMatchReason: result.looseMatchReason,
            emptyHint: emptyHint,
            credits: result.credits,
            what: query.what,
            priceLevels: query.priceLevels,
            requirements: query.requirements,
            cuisines: query.cuisines,
            otherPlaces: otherPlaces,
            favouritesOnly: input.favouritesOnly
        )
    }

    static let noFavouritesHint = "None of your favourites lies within the radius and passes the filters: `foodybite favourites list` shows them all, "
        + "`foodybite favourites add ID` keeps another."

    private func source(favouritesOnly: Bool) throws -> any NearbyRestaurantsService {
        guard favouritesOnly else { return service }
        guard let favourites else { throw FavouritesUnavailableError() }
        return favourites
    }

    /// The place named with `near` that `choose` picks, with the others of its name; else the current location.
    private func startingPoint(
        for input: NearbyInput, choose: @MainActor ([NamedPlace]) -> NamedPlace?
    ) async throws -> (location: UserLocation, otherPlaces: [NamedPlace]) {
        guard let name = input.near else { return (try await locationProvider.currentLocation(explicit: input.location), []) }
        guard let places else { throw PlaceNotFoundError(name: name) }
        let chosen = try await places.choosePlace(named: name, choose: choose)
        return (chosen.location, chosen.others)
    }

    /// Where the catalog has restaurants when none lie within reach; else, from a catalog that says where
    /// it has them (ours: a search costs little), what each loosened filter would find (one search each,
    /// only when nothing was found), so the hint names the one that helps most.
    private func emptyHint(for query: NearbySearchQuery) async -> String {
        let coverage = await coverageProvider?.coverage()
        guard coverage != nil, NearbyEmptyHint.catalogReaches(query, coverage: coverage, distance: distance) else {
            return NearbyEmptyHint.text(for: query, coverage: coverage, distance: distance)
        }
        var loosened: [NearbyEmptyHint.Loosened] = []
        for loosening in NearbyEmptyHint.loosenings(of: query) {
            guard let found = try? await service.searchNearby(loosening.query) else { continue }
            loosened.append(.init(change: loosening.change, found: found.value.count))
        }
        return NearbyEmptyHint.text(for: query, coverage: coverage, distance: distance, loosened: loosened)
    }

    /// Best rated first: the best matches of what to eat (`MatchQuality`) first, each by `RatingScore`
    /// (then the most rated, then the nearest; unrated last, nearest first). Or nearest first.
    static func ordered(_ rows: [RestaurantRowViewData], by ranking: NearbyRanking) -> [RestaurantRowViewData] {
        rows.sorted { lhs, rhs in
            switch ranking {
            case .distance:
                return lhs.distanceMeters < rhs.distanceMeters
            case .rating:
                if lhs.match != rhs.match { return lhs.match < rhs.match }
                let left = lhs.score ?? -1, right = rhs.score ?? -1
                if left != right { return left > right }
                if lhs.ratingsCount != rhs.ratingsCount { return (lhs.ratingsCount ?? 0) > (rhs.ratingsCount ?? 0) }
                return lhs.distanceMeters < rhs.distanceMeters
            }
        }
    }
}
