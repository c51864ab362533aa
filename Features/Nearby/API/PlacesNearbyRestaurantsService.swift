import Core
import Foundation
import Shared

/// Nearby search over any server speaking the legacy Places API (Google's, or ours). Pages come in the
/// service's own order (prominence, or nearest first): for the best rated, every page is read (at most
/// 60 results) so the caller can rank them all, unless the first page says it is ranked best rated
/// first (`foodybite_ranked_by`, our server's extension): then, as nearest first, reading stops at the
/// limit, or at a page that ends below the minimum rating. Google needs a moment
/// before a `next_page_token` is valid, so a page refused as INVALID_REQUEST is asked for again after
/// a short wait. When a later page fails for a while (unreachable, 5xx, quota), the pages that arrived
/// are the answer, marked partial; a first page that fails fails the search. Cuisines are our server's
/// filter; Google's keyword takes one cuisine's words at a time (`CuisineByCuisineSearch`), which it
/// matches loosely.
public struct PlacesNearbyRestaurantsService: NearbyRestaurantsService {
    public static let pageTokenDelay: Duration = .seconds(2)
    static let pageTokenAttempts = 4
    /// Google serves at most three pages (60 results).
    static let maximumPages = 3
    static let pageSize = 20
    static let cuisinesAsWords = "Google's legacy Places API has no cuisine filter: each cuisine was asked for as words, which Google matches loosely"

    private let places: PlacesConnection
    private let distance: any DistanceMeasuring
    private let wait: @Sendable (Duration) async throws -> Void

    public init(
        places: PlacesConnection,
        distance: any DistanceMeasuring,
        wait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.places = places
        self.distance = distance
        self.wait = wait
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        if isGoogleHost, !query.requirements.isEmpty {
            throw UnsupportedRequirementsError(
                requirements: query.requirements, service: "Google's legacy Places API",
                advice: "search with --places-api new (vegetarian food, wheelchair access, takeaway, delivery, outdoor seating) or Foodybite's own server."
            )
        }
        if isGoogleHost, !query.cuisines.isEmpty {
            // Google's one keyword: a cuisine at a time, as words.
            guard query.cuisines.count == 1 else { return try await CuisineByCuisineSearch.search(query, with: searchNearby) }
            let words = ([query.what].compactMap { $0 } + [NearbySearchQuery.words(ofCuisine: query.cuisines[0])]).joined(separator: " ")
            return try await searchNearby(query.with(what: words, cuisines: [])).matchedLoosely(Self.cuisinesAsWords)
        }
        var found: [NearbyRestaurant] = []
        var seen = Set<String>()
        var page = try await fetch(.firstPage(query, key: places.key))
        let isRankedByRating = query.ranking == .rating && page.isRankedByRating
        let comesInWantedOrder = query.ranking == .distance || isRankedByRating
        var pages = 1
        var received = page.restaurants.count
        var skipped = page.skipped
        var credits = page.credits
        var partialReason: String?
        while true {
            for restaurant in page.restaurants where accepts(restaurant, for: query) && seen.insert(restaurant.id).inserted {
                found.append(restaurant)
            }
            // Nearest-first pages: once a page ends beyond the radius, later pages are farther still.
            let endsBeyondRadius = query.ranking == .distance
                && page.restaurants.last.map { distance.distance(from: query.center, to: $0.location) > Double(query.radius) } ?? true
            // Best-rated-first pages: once a page ends below the minimum rating, later pages are lower still.
            let endsBelowMinimumRating = isRankedByRating && page.restaurants.last.map { ($0.rating ?? 0) < query.minimumRating } ?? true
            let hasEnough = comesInWantedOrder && found.count >= query.limit
            guard !hasEnough, !endsBeyondRadius, !endsBelowMinimumRating else { break }
            guard let token = page.nextPageToken, pages < Self.maximumPages else {
                if received >= Self.maximumPages * Self.pageSize {
                    partialReason = "the Places service returned \(received) places for this search and no more, so more may match"
                }
                break
            }
            pages += 1
            do {
                page = try await fetchNextPage(token)
                received += page.restaurants.count
                skipped += page.skipped
                credits = credits.merged(with: page.credits)
            } catch let error as any ClassifiedError where error.failureKind == .unavailable {
                partialReason = "page \(pages) could not be fetched: \(error.explanation)"
                break
            }
        }
        let reason = SkippedPlaces.joining(partialReason, SkippedPlaces.reason(count: skipped))
        return .live(comesInWantedOrder ? Array(found.prefix(query.limit)) : found, partialReason: reason, credits: credits)
    }

    private var isGoogleHost: Bool { places.isGoogle }

    private struct Page {
        let restaurants: [NearbyRestaurant]
        /// Places listed in a shape this client cannot read.
        let skipped: Int
        let nextPageToken: String?
        let isRankedByRating: Bool
        let credits: SourceCredits
    }

    private func accepts(_ restaurant: NearbyRestaurant, for query: NearbySearchQuery) -> Bool {
        guard (restaurant.rating ?? 0) >= query.minimumRating, !query.openNow || restaurant.isOpen != false,
              query.includeClosed || restaurant.businessStatus != .closedPermanently,
              query.priceLevels.map({ levels in restaurant.priceLevel.map(levels.contains) ?? false }) ?? true else { return false }
        return distance.distance(from: query.center, to: restaurant.location) <= Double(query.radius)
    }

    private func fetchNextPage(_ token: String) async throws -> Page {
        var attempt = 1
        while true {
            do {
                return try await fetch(.nextPage(token: token, key: places.key))
            } catch PlacesError.invalidRequest where attempt < Self.pageTokenAttempts {
                attempt += 1
                try await wait(Self.pageTokenDelay)
            }
        }
    }

    private func fetch(_ endpoint: SearchNearbyEndpoint) async throws -> Page {
        let response = try await PlacesLegacyRemoteStore(client: places.client).get(RemoteNearbySearchResponse.self, for: endpoint.urlRequest(baseURL: places.baseURL))
        _ = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        return Page(
            restaurants: response.results?.elements.map(\.model) ?? [],
            skipped: response.results?.skippedCount ?? 0,
            nextPageToken: response.nextPageToken,
            isRankedByRating: response.foodybiteRankedBy == RemoteNearbySearchResponse.rankedByRating,
            credits: SourceCredits(
                isDemoCatalog: response.foodybiteCatalog == RemoteNearbySearchResponse.demoCatalog,
                attributions: (response.htmlAttributions ?? []).map(HTMLText.plain)
            )
        )
    }
}
