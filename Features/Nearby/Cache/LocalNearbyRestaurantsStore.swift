import Core
import Foundation
import Shared

/// The last answer to each nearby question, kept in the local store so that offline the same question,
/// or a narrower one, can still be answered. Centres that agree to about 10 m are the same centre.
///
/// Each answer is stored under its exact question (as before answers were indexed, so older entries
/// still answer their own question), and an index per centre lists the questions asked there. A
/// question is answered from the newest answer around its centre whose circle holds its circle and
/// whose filters are no stricter (an open-now answer cannot serve an any-hours question, nor a higher
/// minimum rating a lower one, nor a narrower price range a wider one; what to eat must be the same
/// words, and what places must say of themselves and the cuisines the same), when that answer holds everything the question needs: the whole answer to the cached
/// question, or enough for the question's limit. Its restaurants are filtered again (real distance,
/// minimum rating, open now, price) and ordered and cut as the question asks.
public struct LocalNearbyRestaurantsStore: NearbyRestaurantsCache, NearbyRestaurantsService {
    private struct LocalRestaurant: Codable, Sendable {
        let id: String
        let name: String
        let isOpen: Bool?
        let rating: Double?
        let latitude: Double
        let longitude: Double
        let photoReference: String?
        let photoWidth: Int?
        let photoHeight: Int?
        // Added later: absent from older cache entries.
        let ratingsCount: Int?
        let priceLevel: Int?
        let businessStatus: BusinessStatus?
        let cuisines: [String]?
    }

    /// A question asked around an index's centre, without the centre.
    private struct LocalQuestion: Codable, Sendable, Equatable {
        let radius: Int
        let openNow: Bool
        let ranking: String
        let minimumRating: Double
        let limit: Int
        // Added later: absent (false) from older cache entries.
        let includeClosed: Bool?
        // Added later: absent (any restaurant, any price) from older cache entries.
        let what: String?
        let cheapest: Int?
        let dearest: Int?
        // Added later: absent (nothing required) from older cache entries.
        let requires: [String]?
        // Added later: absent (any cuisine) from older cache entries.
        let cuisines: [String]?
    }

    static let kind = "nearby.restaurants"
    static let indexKind = "nearby.questions"
    /// Questions remembered per centre; the oldest answers beyond are deleted.
    static let questionsPerCentre = 16

    private let store: any LocalStore
    private let namespace: String
    private let distance: any DistanceMeasuring

    /// `namespace` keeps the answers of different servers apart (App passes the server's origin);
    /// `distance` measures how far each cached restaurant is from the centre of a narrower question.
    public init(store: any LocalStore, namespace: String = "", distance: any DistanceMeasuring = GreatCircleDistance()) {
        self.store = store
        self.namespace = namespace
        self.distance = distance
    }

    public func save(_ restaurants: [NearbyRestaurant], for query: NearbySearchQuery) async throws {
        try await store.save(restaurants.map(Self.local), kind: Self.kind, key: answerKey(for: query))
        let asked = Self.localQuestion(query)
        var questions = try await store.load([LocalQuestion].self, kind: Self.indexKind, key: indexKey(for: query))?.value ?? []
        questions.removeAll { $0 == asked }
        questions.append(asked)
        for forgotten in questions.dropLast(Self.questionsPerCentre) {
            guard let forgottenQuery = Self.query(forgotten, around: query.center) else { continue }
            try await store.delete(kind: Self.kind, key: answerKey(for: forgottenQuery))
        }
        try await store.save(Array(questions.suffix(Self.questionsPerCentre)), kind: Self.indexKind, key: indexKey(for: query))
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        let indexed = try await store.load([LocalQuestion].self, kind: Self.indexKind, key: indexKey(for: query))?.value ?? []
        let candidates = indexed.compactMap { Self.query($0, around: query.center) }.filter { Self.filters($0, areNoStricterThan: query) }
        var best: Sourced<[NearbyRestaurant]>?
        for cachedQuery in candidates.contains(query) ? candidates : candidates + [query] {
            guard let cached = try await store.load([LocalRestaurant].self, kind: Self.kind, key: answerKey(for: cachedQuery)),
                  let answer = answer(to: query, from: cached.value.map(Self.model), answering: cachedQuery)
            else { continue }
            if let best, let bestSavedAt = best.origin.cachedAt, bestSavedAt >= cached.savedAt { continue }
            best = Sourced(answer, origin: .cache(savedAt: cached.savedAt))
        }
        guard let best else { throw NearbyCacheError.nothingCached }
        return best
    }

    static func key(for query: NearbySearchQuery) -> String {
        [
            centreKey(for: query.center), "r\(query.radius)",
            query.openNow ? "open" : "any", query.ranking.rawValue, "min\(query.minimumRating)", "limit\(query.limit)",
        ].joined(separator: "|") + (query.includeClosed ? "|closed" : "")
            + (query.priceLevels.map { "|price\($0.lowerBound)-\($0.upperBound)" } ?? "") + (query.what.map { "|what:\($0)" } ?? "")
            + (query.requirements.isEmpty ? "" : "|requires:" + query.requirements.map(\.rawValue).joined(separator: ","))
            + (query.cuisines.isEmpty ? "" : "|cuisines:" + query.cuisines.joined(separator: ","))
    }

    // MARK: - Answering from a cached answer

    private static func filters(_ cached: NearbySearchQuery, areNoStricterThan query: NearbySearchQuery) -> Bool {
        cached.radius >= query.radius && (!cached.openNow || query.openNow) && cached.minimumRating <= query.minimumRating
            && (cached.includeClosed || !query.includeClosed)
            && cached.what == query.what && cached.requirements == query.requirements && cached.cuisines == query.cuisines
            && cached.priceLevels.map { cachedLevels in query.priceLevels.map { $0.clamped(to: cachedLevels) == $0 } ?? false } ?? true
    }

    /// `query`'s answer taken from `restaurants`, the cached answer to `cached`; nil when it may miss
    /// restaurants the question should show.
    private func answer(to query: NearbySearchQuery, from restaurants: [NearbyRestaurant], answering cached: NearbySearchQuery) -> [NearbyRestaurant]? {
        let distances = restaurants.map { distance.distance(from: query.center, to: $0.location) }
        let kept = zip(restaurants, distances).filter { restaurant, metres in
            (restaurant.rating ?? 0) >= query.minimumRating
                && (!query.openNow || cached.openNow || restaurant.isOpen == true)
                && (query.includeClosed || restaurant.businessStatus != .closedPermanently)
                && query.priceLevels.map { levels in restaurant.priceLevel.map(levels.contains) ?? false } ?? true
                && (query.radius >= cached.radius || metres <= Double(query.radius))
        }
        guard kept.count >= query.limit || Self.holdsEverything(within: query.radius, of: cached, count: restaurants.count, farthest: distances.max()) else {
            return nil
        }
        guard query.ranking == .distance else { return kept.map(\.0) }
        return Array(kept.sorted { $0.1 < $1.1 }.prefix(query.limit).map(\.0))
    }

    /// Whether the cached answer holds every restaurant within `radius` that passes its filters.
    private static func holdsEverything(within radius: Int, of cached: NearbySearchQuery, count: Int, farthest: Double?) -> Bool {
        // Nothing was cut at its limit: that is all the service had.
        if count < cached.limit { return true }
        switch cached.ranking {
        case .rating:
            // Every candidate the service offers for that very circle (a smaller one may hold others).
            return radius == cached.radius
        case .distance:
            // Nearest first: whatever is nearer than its farthest restaurant is there.
            return farthest.map { $0 > Double(radius) } ?? false
        }
    }

    // MARK: - Keys and local models

    private func answerKey(for query: NearbySearchQuery) -> String {
        namespace + "|" + Self.key(for: query)
    }

    private func indexKey(for query: NearbySearchQuery) -> String {
        namespace + "|" + Self.centreKey(for: query.center)
    }

    private static func centreKey(for centre: Coordinates) -> String {
        func rounded(_ degrees: Double) -> String { String(format: "%.4f", degrees) }
        return rounded(centre.latitude) + "|" + rounded(centre.longitude)
    }

    private static func localQuestion(_ query: NearbySearchQuery) -> LocalQuestion {
        LocalQuestion(
            radius: query.radius, openNow: query.openNow, ranking: query.ranking.rawValue, minimumRating: query.minimumRating, limit: query.limit,
            includeClosed: query.includeClosed, what: query.what, cheapest: query.priceLevels?.lowerBound, dearest: query.priceLevels?.upperBound,
            requires: query.requirements.isEmpty ? nil : query.requirements.map(\.rawValue),
            cuisines: query.cuisines.isEmpty ? nil : query.cuisines
        )
    }

    private static func query(_ question: LocalQuestion, around centre: Coordinates) -> NearbySearchQuery? {
        guard let ranking = NearbyRanking(rawValue: question.ranking) else { return nil }
        var priceLevels: ClosedRange<Int>?
        if let cheapest = question.cheapest, let dearest = question.dearest {
            guard cheapest <= dearest else { return nil }
            priceLevels = cheapest...dearest
        }
        let names = question.requires ?? []
        let requirements = names.compactMap(PlaceRequirement.init(rawValue:))
        // A requirement this version does not know cannot be checked: that answer is not used.
        guard requirements.count == names.count else { return nil }
        return NearbySearchQuery(
            center: centre, radius: question.radius, openNow: question.openNow, ranking: ranking, minimumRating: question.minimumRating,
            limit: question.limit, includeClosed: question.includeClosed ?? false, what: question.what, priceLevels: priceLevels,
            requirements: requirements, cuisines: question.cuisines ?? []
        )
    }

    private static func local(_ restaurant: NearbyRestaurant) -> LocalRestaurant {
        LocalRestaurant(
            id: restaurant.id, name: restaurant.name, isOpen: restaurant.isOpen, rating: restaurant.rating,
            latitude: restaurant.location.latitude, longitude: restaurant.location.longitude,
            photoReference: restaurant.photo?.reference, photoWidth: restaurant.photo?.width, photoHeight: restaurant.photo?.height,
            ratingsCount: restaurant.ratingsCount, priceLevel: restaurant.priceLevel, businessStatus: restaurant.businessStatus,
            cuisines: restaurant.cuisines.isEmpty ? nil : restaurant.cuisines
        )
    }

    private static func model(_ local: LocalRestaurant) -> NearbyRestaurant {
        let photo = local.photoReference.map { Photo(reference: $0, width: local.photoWidth ?? 0, height: local.photoHeight ?? 0) }
        return NearbyRestaurant(
            id: local.id, name: local.name, isOpen: local.isOpen, rating: local.rating,
            location: Coordinates(latitude: local.latitude, longitude: local.longitude), photo: photo,
            ratingsCount: local.ratingsCount, priceLevel: local.priceLevel, businessStatus: local.businessStatus,
            cuisines: local.cuisines ?? []
        )
    }
}
