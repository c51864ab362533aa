import Core
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class LocalNearbyRestaurantsStoreTests: XCTestCase {
    func test_searchNearby_answersWithTheSavedRestaurantsMarkedAsCached() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = makeSUT(store: InMemoryLocalStore(now: { savedAt }))
        let restaurants = [makeRestaurant("a", photo: Photo(reference: "P", width: 10, height: 20)), makeRestaurant("b", rating: nil, isOpen: nil)]

        try await sut.save(restaurants, for: makeQuery())
        let cached = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(cached, Sourced(restaurants, origin: .cache(savedAt: savedAt)))
    }

    func test_searchNearby_keepsEveryFieldOfARestaurant() async throws {
        let sut = makeSUT()
        let restaurant = NearbyRestaurant(
            id: "a", name: "Dear", isOpen: false, rating: 4.4, location: Coordinates(latitude: 38.7224, longitude: -9.1392),
            photo: Photo(reference: "P", width: 10, height: 20), ratingsCount: 812, priceLevel: 3, businessStatus: .closedTemporarily,
            cuisines: ["Pizza", "Italian"]
        )

        try await sut.save([restaurant], for: makeQuery())
        let cached = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(cached.value, [restaurant])
    }

    func test_searchNearby_treatsCentresWithinAboutTenMetresAsTheSameQuestion() async throws {
        let sut = makeSUT()
        try await sut.save([makeRestaurant("a")], for: makeQuery())
        let nearlyTheSame = NearbySearchQuery(center: Coordinates(latitude: 38.72231, longitude: -9.13932), radius: 1_000, openNow: false, ranking: .rating, minimumRating: 0, limit: 20)

        let cached = try await sut.searchNearby(nearlyTheSame)

        XCTAssertEqual(cached.value.map(\.id), ["a"])
    }

    func test_searchNearby_answersANarrowerQuestionFromAWholeCachedAnswerRefilteredAndReordered() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = makeSUT(store: InMemoryLocalStore(now: { savedAt }))
        try await sut.save(aroundTheCentre, for: makeQuery(radius: 1_000))

        let cases: [(NearbySearchQuery, [String])] = [
            (makeQuery(limit: 5), ["far", "near", "edge", "mid"]),
            (makeQuery(openNow: true), ["near", "edge"]),
            (makeQuery(minimumRating: 4.7), ["far", "near"]),
            (makeQuery(ranking: .distance, limit: 2), ["near", "mid"]),
            (makeQuery(radius: 500), ["near", "mid"]),
        ]
        for (question, expected) in cases {
            let cached = try await sut.searchNearby(question)

            XCTAssertEqual(cached.value.map(\.id), expected, "\(question)")
            XCTAssertEqual(cached.origin, .cache(savedAt: savedAt), "\(question)")
        }
    }

    func test_searchNearby_throwsNothingCachedForAQuestionNoCachedAnswerCovers() async throws {
        let sut = makeSUT()
        try await sut.save(aroundTheCentre, for: makeQuery(radius: 1_000, openNow: true, minimumRating: 3))
        let elsewhere = NearbySearchQuery(center: Coordinates(latitude: 38.7233, longitude: -9.1393), radius: 1_000, openNow: true, ranking: .rating, minimumRating: 3, limit: 20)

        let uncovered = [
            makeQuery(radius: 2_000, openNow: true, minimumRating: 3),
            makeQuery(radius: 1_000, openNow: false, minimumRating: 3),
            makeQuery(radius: 1_000, openNow: true, minimumRating: 2),
            elsewhere,
        ]
        for question in uncovered {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(question) }
        }
    }

    func test_searchNearby_answersANarrowerPriceRangeOfTheSameWordsFromACachedAnswerButNeverOtherWordsOrAWiderRange() async throws {
        let sut = makeSUT()
        let cheap = NearbyRestaurant(id: "cheap", name: "Cheap", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7232, longitude: -9.1393), photo: nil, priceLevel: 1)
        let moderate = NearbyRestaurant(id: "moderate", name: "Moderate", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7232, longitude: -9.1393), photo: nil, priceLevel: 2)
        try await sut.save([cheap, moderate], for: makeQuery(what: "sushi", priceLevels: 1...2))

        let narrower = try await sut.searchNearby(makeQuery(what: "sushi", priceLevels: 1...1))

        XCTAssertEqual(narrower.value.map(\.id), ["cheap"])
        for uncovered in [makeQuery(what: "sushi"), makeQuery(what: "sushi", priceLevels: 1...3), makeQuery(what: "pizza", priceLevels: 1...2), makeQuery(priceLevels: 1...2)] {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(uncovered) }
        }
    }

    func test_searchNearby_answersOnlyTheSameRequirementsFromACachedAnswer() async throws {
        let sut = makeSUT()
        let place = NearbyRestaurant(id: "veg", name: "Veg", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7232, longitude: -9.1393), photo: nil)
        try await sut.save([place], for: makeQuery(requirements: [.vegan, .wheelchair]))

        let same = try await sut.searchNearby(makeQuery(requirements: [.wheelchair, .vegan]))

        XCTAssertEqual(same.value.map(\.id), ["veg"])
        for uncovered in [makeQuery(), makeQuery(requirements: [.vegan]), makeQuery(requirements: [.vegan, .wheelchair, .takeaway])] {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(uncovered) }
        }
    }

    func test_searchNearby_answersOnlyTheSameCuisinesFromACachedAnswer() async throws {
        let sut = makeSUT()
        let place = NearbyRestaurant(id: "forno", name: "Forno", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7232, longitude: -9.1393), photo: nil)
        try await sut.save([place], for: makeQuery(cuisines: ["pizza", "sushi"]))

        let same = try await sut.searchNearby(makeQuery(cuisines: ["pizza", "sushi"]))

        XCTAssertEqual(same.value.map(\.id), ["forno"])
        for uncovered in [makeQuery(), makeQuery(cuisines: ["pizza"]), makeQuery(cuisines: ["pizza", "sushi", "thai"])] {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(uncovered) }
        }
    }

    func test_searchNearby_answersFromANearestFirstAnswerCutAtItsLimitOnlyWhatItHolds() async throws {
        let sut = makeSUT()
        try await sut.save([near, mid], for: makeQuery(radius: 1_000, ranking: .distance, limit: 2))

        let nearestOne = try await sut.searchNearby(makeQuery(ranking: .distance, limit: 1))
        XCTAssertEqual(nearestOne.value.map(\.id), ["near"])
        let withinItsLastOne = try await sut.searchNearby(makeQuery(radius: 200, ranking: .distance, limit: 5))
        XCTAssertEqual(withinItsLastOne.value.map(\.id), ["near"], "Everything nearer than its farthest restaurant is there")

        for beyondWhatItHolds in [makeQuery(ranking: .distance, limit: 3), makeQuery(ranking: .rating, limit: 5)] {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(beyondWhatItHolds) }
        }
    }

    func test_searchNearby_answersASmallerCircleFromABestRatedAnswerOnlyWithEnoughForTheLimit() async throws {
        let sut = makeSUT()
        // Best rated: every candidate the service offered, maybe fewer than the circle holds.
        try await sut.save(aroundTheCentre, for: makeQuery(radius: 1_000, limit: 2))

        let sameCircle = try await sut.searchNearby(makeQuery(minimumRating: 4.7, limit: 20))
        XCTAssertEqual(sameCircle.value.map(\.id), ["far", "near"])
        let enough = try await sut.searchNearby(makeQuery(radius: 500, limit: 2))
        XCTAssertEqual(enough.value.map(\.id), ["near", "mid"])

        await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(makeQuery(radius: 500, limit: 20)) }
    }

    func test_searchNearby_answersFromTheNewestCoveringAnswer() async throws {
        let clock = Clock(Date(timeIntervalSince1970: 1_700_000_000))
        let sut = makeSUT(store: InMemoryLocalStore(now: { clock.now }))
        try await sut.save([near], for: makeQuery(radius: 1_000))
        clock.now = Date(timeIntervalSince1970: 1_700_003_600)
        try await sut.save([mid], for: makeQuery(radius: 2_000))

        let cached = try await sut.searchNearby(makeQuery(radius: 1_000))

        XCTAssertEqual(cached, Sourced([mid], origin: .cache(savedAt: Date(timeIntervalSince1970: 1_700_003_600))))
    }

    func test_searchNearby_stillAnswersTheSameQuestionFromAnAnswerCachedBeforeAnswersWereIndexed() async throws {
        let store = InMemoryLocalStore()
        let sut = makeSUT(store: store)
        let old = [OldLocalRestaurant(id: "a", name: "Old", isOpen: true, rating: 4.5, latitude: 38.7223, longitude: -9.1393, photoReference: nil, photoWidth: nil, photoHeight: nil)]
        try await store.save(old, kind: "nearby.restaurants", key: "|38.7223|-9.1393|r1000|any|rating|min0.0|limit20")

        let cached = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(cached.value.map(\.id), ["a"])
    }

    func test_save_forgetsTheOldestQuestionsBeyondSixteenAroundOneCentre() async throws {
        let sut = makeSUT()
        for step in 0...16 {
            try await sut.save([makeRestaurant("r\(step)", rating: 5)], for: makeQuery(minimumRating: Double(step) / 10))
        }

        await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(makeQuery(minimumRating: 0)) }
        let kept = try await sut.searchNearby(makeQuery(minimumRating: 0.1))
        XCTAssertEqual(kept.value.map(\.id), ["r1"])
    }

    // MARK: - Helpers

    private func makeSUT(store: any LocalStore = InMemoryLocalStore()) -> LocalNearbyRestaurantsStore {
        LocalNearbyRestaurantsStore(store: store, distance: FlatDistance())
    }

    /// About 100, 300, 700 and 900 m north of the centre, in the order a best-rated answer might list them.
    private var aroundTheCentre: [NearbyRestaurant] { [far, near, edge, mid] }
    private var near: NearbyRestaurant { makeRestaurant("near", rating: 4.8, isOpen: true, latitude: 38.7232) }
    private var mid: NearbyRestaurant { makeRestaurant("mid", rating: 4.2, isOpen: false, latitude: 38.7250) }
    private var far: NearbyRestaurant { makeRestaurant("far", rating: 4.9, isOpen: nil, latitude: 38.7286) }
    private var edge: NearbyRestaurant { makeRestaurant("edge", rating: 3.5, isOpen: true, latitude: 38.7304) }

    /// How answers were stored before they were indexed by centre.
    private struct OldLocalRestaurant: Codable {
        let id: String
        let name: String
        let isOpen: Bool?
        let rating: Double?
        let latitude: Double
        let longitude: Double
        let photoReference: String?
        let photoWidth: Int?
        let photoHeight: Int?
    }

    private final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current: Date

        init(_ start: Date) {
            current = start
        }

        var now: Date {
            get { lock.withLock { current } }
            set { lock.withLock { current = newValue } }
        }
    }
}
