@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import XCTest

/// The matcher checks a candidate row's texts where the spatial index drives: every searched word must
/// start a word of the texts, with case and accents folded as the full-text index folds them.
final class CatalogWordMatcherTests: XCTestCase {
    func test_matches_isTrueWhenEveryWordStartsAWordOfTheTexts() throws {
        let sut = try makeSUT("TASC do")

        XCTAssertTrue(sut.matches(["Tasca do Chico"]))
    }

    func test_matches_isFalseWhenAWordOnlyAppearsInsideAWord() throws {
        let sut = try makeSUT("zza")

        XCTAssertFalse(sut.matches(["Pizzaria Lisboa", "Pizza-Bar", nil]))
    }

    func test_matches_isFalseWhenOneOfTheWordsIsMissing() throws {
        let sut = try makeSUT("tasca sushi")

        XCTAssertFalse(sut.matches(["Tasca do Chico", "Rua das Flores"]))
    }

    func test_matches_findsTheWordsAcrossTheTexts() throws {
        let sut = try makeSUT("grill fl")

        XCTAssertTrue(sut.matches(["O Grill", nil, "Rua das Flores"]))
    }

    func test_matches_splitsWordsOnPunctuationAndDigits() throws {
        let sut = try makeSUT("bar 24")

        XCTAssertTrue(sut.matches(["Snack-Bar 24h"]))
        XCTAssertTrue(sut.matches(["(bar)/24"]))
    }

    func test_matches_foldsAccentsAndCaseOfTextsAndWords() throws {
        XCTAssertTrue(try makeSUT("lodz cafe").matches(["Café Łódź"]))
        XCTAssertTrue(try makeSUT("CAFÉ").matches(["cafe central"]))
        XCTAssertTrue(try makeSUT("strass").matches(["Straße 5"]))
        XCTAssertTrue(try makeSUT("ПЕЛЬ").matches(["Пельменная №1"]))
        XCTAssertFalse(try makeSUT("пельмени").matches(["Pelmeni"]))
    }

    func test_matches_agreesWithTheFoldedWordsOnRandomTexts() throws {
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["Tasca", "tas", "CAFÉ", "café", "Cafe", "Łódź", "lodz", "Straße", "strasse", "Пельмени", "пель", "Øre",
                      "pizza", "PIZ", "zz", "24", "h", "ß", "é", "-", " ", "  ", "/", ".", "'", "\t", "O", "do", "ǅ", "ﬁ"]
        for _ in 0..<2_000 {
            let texts: [String?] = (0..<random.int(in: 1...3)).map { _ in
                random.chance(0.1) ? nil : (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined()
            }
            let input = (0..<random.int(in: 1...3)).map { _ in random.pick(pieces) }.joined(separator: random.chance(0.5) ? " " : "")
            guard let sut = CatalogWordMatcher(input) else { continue }

            XCTAssertEqual(sut.matches(texts), Self.expectedMatch(sut.words, texts), "\(input) in \(texts)")
        }
    }

    func test_matches_agreesWithTheFoldedWordsOnTextsWithEveryLatin1Character() throws {
        var random = SeededRandomNumberGenerator(seed: 12)
        let latin1 = (0xA0...0xFF).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
        let pieces = latin1 + ["Tasca", "tas", "Rua", "Sao", "Joao", "ae", "th", "ss", "d", "o", "24", "-", " ", ",", "é\u{301}", "Ł", "ǅ"]
        for _ in 0..<4_000 {
            let texts: [String?] = (0..<random.int(in: 1...3)).map { _ in
                random.chance(0.1) ? nil : (0..<random.int(in: 0...8)).map { _ in random.pick(pieces) }.joined()
            }
            let input = (0..<random.int(in: 1...2)).map { _ in (0..<random.int(in: 1...3)).map { _ in random.pick(pieces) }.joined() }
                .joined(separator: " ")
            guard let sut = CatalogWordMatcher(input) else { continue }

            XCTAssertEqual(sut.matches(texts), Self.expectedMatch(sut.words, texts), "\(input) in \(texts)")
        }
    }

    func test_matchesUTF8_agreesWithTheFoldedWordsOnOneTextsBytes() throws {
        var random = SeededRandomNumberGenerator(seed: 13)
        let pieces = ["Tasca", "tas", "CAFÉ", "Łódź", "lodz", "Straße", "Пельмени", "пель", "São", "Joao", "ß", "é\u{301}", "ǅ", "ﬁ", "24", "-", " "]
        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined()
            let input = (0..<random.int(in: 1...2)).map { _ in random.pick(pieces) }.joined(separator: " ")
            guard let sut = CatalogWordMatcher(input) else { continue }

            let matches = Array(text.utf8).withUnsafeBytes { sut.matches(utf8: $0) }

            XCTAssertEqual(matches, Self.expectedMatch(sut.words, [text]), "\(input) in \(text)")
        }
    }

    func test_matches_foldsPortugueseAccentsLikeTheIndex() throws {
        XCTAssertTrue(try makeSUT("sao joao").matches(["Rua de São João, Lisboa"]))
        XCTAssertTrue(try makeSUT("praca ALEGRIA").matches(["Praça da Alegria"]))
        XCTAssertTrue(try makeSUT("aeble tho").matches(["Æble Þorn"]))
        XCTAssertFalse(try makeSUT("ao").matches(["São"]))
        XCTAssertTrue(try makeSUT("5").matches(["3×5"]))
    }

    // MARK: - Helpers

    private func makeSUT(_ input: String, file: StaticString = #filePath, line: UInt = #line) throws -> CatalogWordMatcher {
        try XCTUnwrap(CatalogWordMatcher(input), "no word in \(input)", file: file, line: line)
    }

    /// The definition: each searched word a prefix of one of the texts' words as the index folds them.
    private static func expectedMatch(_ words: [String], _ texts: [String?]) -> Bool {
        let textWords = texts.compactMap { $0 }.flatMap(SearchFolding.words(in:))
        return words.allSatisfy { word in textWords.contains { $0.hasPrefix(word) } }
    }
}
