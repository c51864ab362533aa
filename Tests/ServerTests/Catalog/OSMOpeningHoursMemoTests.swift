@testable import CatalogDomain
@testable import CatalogImport
@testable import FoodybiteServer
import XCTest

final class OSMOpeningHoursMemoTests: XCTestCase {
    func test_result_isWhatTheParserReadsWhenGivenTextsAgainAndAgain() {
        // Given a memo and texts that come back, as a city's restaurants share their hours
        var sut = makeSUT(capacity: 10)
        let texts = ["Mo-Fr 08:00-22:00; Sa,Su 10:00-23:00", "24/7", "Mo-Su 12:00-24:00; PH off", "\"renovation\"", "nonsense"]

        // When each is read three times
        let results = (0..<3).flatMap { _ in texts.map { sut.result(for: $0) } }

        // Then every answer is the parser's, and each text is held once
        XCTAssertEqual(results, (0..<3).flatMap { _ in texts.map(OSMOpeningHoursParser.parse) })
        XCTAssertEqual(sut.count, texts.count)
    }

    func test_result_holdsNoMoreThanItsCapacityWhenGivenMoreDifferentTexts() {
        // Given a memo for three texts
        var sut = makeSUT(capacity: 3)

        // When ten different texts are read
        let results = (0..<10).map { sut.result(for: "Mo 0\($0):00-12:00") }

        // Then it never holds more than three, and still answers what the parser reads
        XCTAssertLessThanOrEqual(sut.count, 3)
        XCTAssertEqual(results, (0..<10).map { OSMOpeningHoursParser.parse("Mo 0\($0):00-12:00") })
    }

    // MARK: - Helpers

    private func makeSUT(capacity: Int) -> OSMOpeningHoursMemo {
        OSMOpeningHoursMemo(capacity: capacity)
    }
}
