@testable import CatalogDomain
import XCTest

final class SearchWordCorrectorTests: XCTestCase {
    func test_corrected_replacesAWordByTheNearestIndexedWordWithinFuzzinessAuto() async throws {
        let sut = makeSUT(["pizza": 40, "pizzeria": 12, "sushi": 9, "tasca": 30, "restaurant": 80, "ramen": 3])

        let cases: [(String, String?)] = [
            ("piza", "pizza"), ("Sushy", "sushi"), ("TASCCA", "tasca"), ("restaurnt", "restaurant"), ("resturnt", "restaurant"),
            ("ipzza", "pizza"), ("piza tasca", "pizza tasca"), ("pizz", "pizza"), ("pizza", nil), ("rmen", nil), ("piz", nil), ("tsuhi", nil), ("navat", nil),
        ]
        for (typed, expected) in cases {
            let corrected = try await sut.corrected(typed)

            XCTAssertEqual(corrected, expected, typed)
        }
    }

    func test_corrected_prefersTheCloserWordThenTheOneMoreRestaurantsHave() async throws {
        let sut = makeSUT(["pasta": 2, "paste": 9, "pastel": 50])

        let corrected = try await sut.corrected("pastq")

        XCTAssertEqual(corrected, "paste", "pasta and paste are 1 edit away, pastel 2")
    }

    private func makeSUT(_ words: [String: Int]) -> SearchWordCorrector {
        SearchWordCorrector(words: WordIndexStub(words: words))
    }
}

private struct WordIndexStub: CatalogWordIndex {
    let words: [String: Int]

    func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        Array(words.keys.filter { $0.hasPrefix(prefix) && lengths.contains($0.count) }.prefix(limit))
    }

    func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        self.words.filter { words.contains($0.key) }
    }
}
