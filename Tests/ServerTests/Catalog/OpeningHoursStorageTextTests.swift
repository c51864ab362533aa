@testable import CatalogDomain
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class OpeningHoursStorageTextTests: XCTestCase {
    func test_initStorageText_readsWhatTheSplittingReaderReadsForStoredAndMalformedTexts() {
        // Given texts as the catalog stores them, and texts mangled by signs, doubled or missing
        // separators, stray spaces and out-of-range numbers
        var random = SeededRandomNumberGenerator(seed: 1_440)
        let stored = (0..<500).map { _ -> String in
            let intervals = (0..<random.int(in: 0...8)).map { _ -> OpeningInterval in
                let start = random.int(below: OpeningInterval.minutesPerDay)
                return OpeningInterval(day: random.int(below: 7), start: start, end: start + random.int(in: 1...OpeningInterval.minutesPerDay))
            }
            return (random.chance(0.1) ? OpeningHours.alwaysOpen : .weekly(intervals)).storageText
        }
        let pieces = ["1", "0", "9", "720", "1440", "99999", "100000", ":", "-", " ", "  ", "+", "+5", "24/7", "x", ""]
        let mangled = stored.prefix(200).map { text in
            var characters = Array(text)
            if !characters.isEmpty { characters.remove(at: random.int(below: characters.count)) }
            return String(characters)
        } + (0..<2_000).map { _ in (0..<random.int(in: 0...9)).map { _ in random.pick(pieces) }.joined() }

        for text in stored + mangled + ["1::600-700", " 1:600-700", "1:600-700 ", "1:+600-700", "1:600--700", "24/7 ", "8:0-10", "1:900-800"] {
            // When
            let hours = OpeningHours(storageText: text)

            // Then
            XCTAssertEqual(hours, splittingReader(text), "\"\(text)\"")
        }
    }

    // MARK: - Helpers

    /// The reader `OpeningHours(storageText:)` had before it read bytes.
    private func splittingReader(_ storageText: String) -> OpeningHours? {
        if storageText == "24/7" { return .alwaysOpen }
        var intervals: [OpeningInterval] = []
        for item in storageText.split(separator: " ") {
            let dayAndTimes = item.split(separator: ":")
            guard dayAndTimes.count == 2, let day = Int(dayAndTimes[0]) else { return nil }
            let times = dayAndTimes[1].split(separator: "-")
            guard times.count == 2, let start = Int(times[0]), let end = Int(times[1]),
                  (0...6).contains(day), (0..<OpeningInterval.minutesPerDay).contains(start),
                  end > start, end <= start + OpeningInterval.minutesPerDay
            else { return nil }
            intervals.append(OpeningInterval(day: day, start: start, end: end))
        }
        return .weekly(intervals)
    }
}
