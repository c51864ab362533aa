@testable import CatalogDomain
import Foundation
import XCTest

final class ForgivingRestaurantCatalogTests: XCTestCase {
    func test_nearby_asksAgainWithTheCorrectedKeywordWhenTheTypedOneFindsNothing() async throws {
        let (sut, catalog) = makeSUT(words: ["pizza": 40, "tasca": 30])

        _ = try await sut.nearby(Self.query(keyword: "piza"), now: Date())

        XCTAssertEqual(catalog.keywords, ["piza", "pizza"])
    }

    func test_nearby_asksAgainWithTheKeywordsLatinSpellingWhenTheTypedOneInAnotherScriptFindsNothing() async throws {
        let (sut, catalog) = makeSUT(words: ["plov": 3, "pizza": 40])

        _ = try await sut.nearby(Self.query(keyword: "плов"), now: Date())
        _ = try await sut.nearby(Self.query(keyword: "пиза"), now: Date())

        XCTAssertEqual(catalog.keywords, ["плов", "plov", "пиза", "piza", "pizza"], "then corrected from the Latin spelling")
    }

    func test_nearby_dropsAWordCorrectedIntoAWordForAnyRestaurant() async throws {
        let (sut, catalog) = makeSUT(words: ["restaurant": 80, "pizza": 40])

        _ = try await sut.nearby(Self.query(keyword: "restaurnt"), now: Date())
        _ = try await sut.nearby(Self.query(keyword: "restaurnt piza"), now: Date())

        XCTAssertEqual(catalog.keywords, ["restaurnt", nil, "restaurnt piza", "pizza"])
    }

    func test_nearby_answersWhatItFoundAsTypedWhenTheWordIndexFails() async throws {
        let (sut, catalog) = makeSUT(words: [:], failing: true)

        let hits = try await sut.nearby(Self.query(keyword: "piza"), now: Date())

        XCTAssertEqual(hits, [])
        XCTAssertEqual(catalog.keywords, ["piza"])
    }

    func test_nearby_doesNotCorrectWhenTheTypedKeywordFindsSomething() async throws {
        let (sut, catalog) = makeSUT(words: ["pizza": 40], hits: [NearbyHit(placeID: "a", distance: 10)])

        let hits = try await sut.nearby(Self.query(keyword: "piza"), now: Date())

        XCTAssertEqual(hits.map(\.placeID), ["a"])
        XCTAssertEqual(catalog.keywords, ["piza"])
    }

    // MARK: - Helpers

    private static func query(keyword: String) -> NearbyQuery {
        NearbyQuery(center: GeoPoint(latitude: 38.71, longitude: -9.14), radius: 1_000, keyword: keyword)
    }

    private func makeSUT(words: [String: Int], failing: Bool = false, hits: [NearbyHit] = []) -> (ForgivingRestaurantCatalog, KeywordRecordingCatalog) {
        let catalog = KeywordRecordingCatalog(hits: hits)
        return (ForgivingRestaurantCatalog(base: catalog, words: WordIndexStub(words: words, failing: failing)), catalog)
    }
}

/// A catalog that records the keyword of every nearby search and answers the same hits to each.
private final class KeywordRecordingCatalog: RestaurantCatalog, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String?] = []
    private let hits: [NearbyHit]

    init(hits: [NearbyHit]) {
        self.hits = hits
    }

    var keywords: [String?] { lock.withLock { recorded } }

    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        lock.withLock { recorded.append(query.keyword) }
        return hits
    }

    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] { [] }
    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] { [] }
    func image(forPhotoReference reference: String) async throws -> CatalogImage? { nil }
    func coverage() async throws -> CatalogCoverage { CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil) }
}

private struct WordIndexStub: CatalogWordIndex {
    struct Failure: Error {}
    let words: [String: Int]
    let failing: Bool

    func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        if failing { throw Failure() }
        return words.keys.filter { $0.hasPrefix(prefix) && lengths.contains($0.count) }
    }

    func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        if failing { throw Failure() }
        return self.words.filter { words.contains($0.key) }
    }
}
