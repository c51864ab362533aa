import Core
import FoodVocabulary
import Foundation
import Shared

/// Nearby search over Places API (New). A question Nearby Search (New) answers whole (the nearest 20
/// or fewer, with no filter) is one request. Any other (best rated, open now, a minimum rating, a
/// price, what to eat, cuisines, what places must say of themselves, more than 20) goes to Text Search
/// (New), which applies the filters to every restaurant of a rectangle
/// around the circle: its pages are read and cut to the circle, nearest first until the limit is reached
/// or a page ends beyond the radius; best rated likewise when the server says its pages come best rated
/// first (`foodybiteRankedBy`, our server's extension), else all of them, since Google's relevance is
/// not a rating order. Google's text search stops at 60 places: when the pages end at that many, the answer
/// is marked partial, saying more may match. Google narrows to one cuisine's type at a time: several are
/// searched one by one (`CuisineByCuisineSearch`); our server takes them all at once.
public struct PlacesNewNearbyRestaurantsService: NearbyRestaurantsService {
    /// Google's most places for one text search, over all its pages.
    static let googleTextSearchCap = 60
    /// Pages read at most: our server serves more than Google's three, so that a rectangle cut to a
    /// circle still holds the best within it.
    static let maximumPages = 10

    /// Said of a cuisine Google has no place type for, which `SearchTextNewEndpoint` sends as words.
    static func cuisineAsWords(_ cuisine: String) -> String {
        "Google's Places API has no type for \(NearbySearchQuery.words(ofCuisine: cuisine)) food: it was asked for as words, which Google matches loosely"
    }

    private let places: PlacesConnection
    private let distance: any DistanceMeasuring

    public init(places: PlacesConnection, distance: any DistanceMeasuring) {
        self.places = places
        self.distance = distance
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        let unanswerable = query.requirements.filter { $0.googleField == nil }
        if isGoogleHost, !unanswerable.isEmpty {
            throw UnsupportedRequirementsError(
                requirements: unanswerable, service: "Google's Places API",
                advice: "its places say only whether they serve vegetarian food; Foodybite's own server knows the rest of OpenStreetMap's diets."
            )
        }
        if isGoogleHost, query.cuisines.count > 1 {
            return try await CuisineByCuisineSearch.search(query, with: searchNearby)
        }
        let isWholeInOneNearbySearch = query.ranking == .distance && !query.openNow && query.minimumRating <= 0 && !query.includeClosed
            && query.what == nil && query.priceLevels == nil && query.requirements.isEmpty && query.cuisines.isEmpty
            && query.limit <= SearchNearbyNewEndpoint.maximumResultCount
        guard isWholeInOneNearbySearch else {
            let answer = try await searchText(query)
            guard isGoogleHost, let cuisine = query.cuisines.first, FoodVocabulary.cuisine(named: cuisine)?.googleType == nil else { return answer }
            return answer.matchedLoosely(Self.cuisineAsWords(cuisine))
        }
        let request = try SearchNearbyNewEndpoint(query: query, key: places.key, isGoogleHost: isGoogleHost).urlRequest(baseURL: places.baseURL)
        let response = try await PlacesNewRemoteStore(client: places.client).get(RemoteSearchNearbyNewResponse.self, for: request)
        return .live(
            Array((response.places?.elements ?? []).map(\.model).filter(query.admits).prefix(query.limit)),
            partialReason: SkippedPlaces.reason(count: response.places?.skippedCount ?? 0), credits: response.credits
        )
    }

    private func searchText(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        var found: [NearbyRestaurant] = []
        var seen = Set<String>()
        var received = 0
        var skipped = 0
        var token: String?
        var pages = 0
        var credits: SourceCredits?
        repeat {
            let endpoint = SearchTextNewEndpoint(query: query, pageToken: token, key: places.key, isGoogleHost: isGoogleHost)
            let request = try endpoint.urlRequest(baseURL: places.baseURL)
            let page = try await PlacesNewRemoteStore(client: places.client).get(RemoteSearchTextNewResponse.self, for: request)
            let restaurants = (page.places?.elements ?? []).map(\.model)
            credits = credits.map { $0.merged(with: page.credits) } ?? page.credits
            received += restaurants.count
            skipped += page.places?.skippedCount ?? 0
            pages += 1
            for restaurant in restaurants where accepts(restaurant, for: query) && seen.insert(restaurant.id).inserted {
                found.append(restaurant)
            }
            token = page.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
            // Pages in the wanted order (nearest first; best rated first where the server says so, as ours
            // does, having applied the exact minimum rating itself) end the search once enough came; nearest
            // first also once a page ends beyond the radius, or comes empty.
            let isRankedByRating = query.ranking == .rating && page.foodybiteRankedBy == RemoteSearchTextNewResponse.rankedByRating
            let endsBeyondRadius = query.ranking == .distance
                && restaurants.last.map { distance.distance(from: query.center, to: $0.location) > Double(query.radius) } ?? true
            if query.ranking == .distance || isRankedByRating, found.count >= query.limit || endsBeyondRadius {
                return .live(Array(found.prefix(query.limit)), partialReason: SkippedPlaces.reason(count: skipped), credits: credits ?? .none)
            }
        } while token != nil && pages < Self.maximumPages
        let mayHaveMore = token != nil || received == Self.googleTextSearchCap
        let partialReason = SkippedPlaces.joining(
            mayHaveMore ? "the Places service returned \(received) places for this search and no more, so more may match" : nil,
            SkippedPlaces.reason(count: skipped)
        )
        return .live(query.ranking == .distance ? Array(found.prefix(query.limit)) : found, partialReason: partialReason, credits: credits ?? .none)
    }

    private var isGoogleHost: Bool { places.isGoogle }

    /// Within the radius and passing the filters; on Google's host, saying what the query requires
    /// (our server has filtered by it already, and is not asked for the fields).
    private func accepts(_ restaurant: NearbyRestaurant, for query: NearbySearchQuery) -> Bool {
        guard query.admits(restaurant) else { return false }
        if isGoogleHost, !query.requirements.allSatisfy({ $0.isSaid(by: restaurant.amenities) == true }) { return false }
        return distance.distance(from: query.center, to: restaurant.location) <= Double(query.radius)
    }
}
