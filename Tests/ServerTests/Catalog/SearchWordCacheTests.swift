@testable import CatalogSQLite
import Foundation
import XCTest

/// The catalog's words kept for typo correction: a prefix's words from one read of every word, read
/// again only when the index changed, and every word read at most once an interval.
final class SearchWordCacheTests: XCTestCase {
    private let indexA = Data([1]), indexB = Data([2])

    func test_words_comeFromEveryWordKeptWithoutAReadWhenTheIndexIsTheSame() {
        let sut = SearchWordCache()
        sut.keep(everyWord: ["pasta", "pizzeria", "pizza", "sushi", "p"], structure: indexA)
        var loads = 0

        let words = sut.words(startingWith: "pi", structure: indexA) { _ in loads += 1; return [] }

        XCTAssertEqual(words, ["pizza", "pizzeria"])
        XCTAssertEqual(loads, 0)
    }

    func test_words_areReadAgainWhenTheIndexChangedSinceEveryWordWasKept() {
        let sut = SearchWordCache()
        sut.keep(everyWord: ["pizza"], structure: indexA)
        var loads = 0

        let words = sut.words(startingWith: "pi", structure: indexB) { _ in loads += 1; return ["pique"] }

        XCTAssertEqual(words, ["pique"])
        XCTAssertEqual(loads, 1)
    }

    func test_words_areReadOnceForEveryLengthOfAPrefix() {
        let sut = SearchWordCache()
        var loads = 0
        let load: (Int) -> [String] = { _ in loads += 1; return ["pizza", "pizzeria"] }

        let first = sut.words(startingWith: "pi", structure: indexA, load: load)
        let again = sut.words(startingWith: "pi", structure: indexA, load: load)

        XCTAssertEqual(first, ["pizza", "pizzeria"])
        XCTAssertEqual(again, first)
        XCTAssertEqual(loads, 1)
    }

    func test_words_areNilWhenAPrefixHasMoreThanAreKept() {
        let sut = SearchWordCache()

        let words = sut.words(startingWith: "pi", structure: indexA) { limit in (0..<limit).map { "pi\($0)" } }

        XCTAssertNil(words)
    }

    func test_completions_areTheKeptWordsStartingWithTheWordWhenTheWordsOfItsFirstLettersAreKept() {
        let sut = SearchWordCache()
        sut.keep(everyWord: ["barreiro", "barreiros", "barrete", "плов"], structure: indexA)

        XCTAssertEqual(sut.completions(of: "barreiro", structure: indexA), ["barreiro", "barreiros"])
        XCTAssertEqual(sut.completions(of: "barre", structure: indexA), ["barreiro", "barreiros", "barrete"])
        XCTAssertEqual(sut.completions(of: "barrerio", structure: indexA), [], "a word no kept word starts with")
        XCTAssertNil(sut.completions(of: "плов", structure: indexA), "not ASCII")
        XCTAssertNil(sut.completions(of: "Barreiro", structure: indexA), "not as the index folds it")
        XCTAssertNil(sut.completions(of: "barreiro", structure: indexB), "another index's words")
        XCTAssertNil(sut.completions(of: "pizzaria", structure: indexA), "no word of its first letters kept")
    }

    func test_completions_areNilWhenAWordSharingTheIndexedPrefixIsWrittenOtherwise() {
        let sut = SearchWordCache()
        sut.keep(everyWord: ["aussenhofstraße", "aussichtsreich"], structure: indexA)

        XCTAssertNil(sut.completions(of: "aussenhofstrasse", structure: indexA))
        XCTAssertEqual(sut.completions(of: "ausblick", structure: indexA), [])
        XCTAssertEqual(sut.completions(of: "aussichts", structure: indexA), ["aussichtsreich"])
    }

    func test_claimsEveryWordRead_onceAnIntervalAndOnlyForAnIndexWhoseWordsAreNotKept() {
        let sut = SearchWordCache()
        let start = ContinuousClock.now

        let first = sut.claimsEveryWordRead(for: indexA, now: start)
        let soonAfter = sut.claimsEveryWordRead(for: indexA, now: start + .seconds(1))
        sut.keep(everyWord: ["pizza"], structure: indexA)
        let keptLater = sut.claimsEveryWordRead(for: indexA, now: start + SearchWordCache.everyWordReadInterval)
        let changedSoon = sut.claimsEveryWordRead(for: indexB, now: start + .seconds(2))
        let changedLater = sut.claimsEveryWordRead(for: indexB, now: start + SearchWordCache.everyWordReadInterval)

        XCTAssertTrue(first)
        XCTAssertFalse(soonAfter)
        XCTAssertFalse(keptLater)
        XCTAssertFalse(changedSoon)
        XCTAssertTrue(changedLater)
    }
}
