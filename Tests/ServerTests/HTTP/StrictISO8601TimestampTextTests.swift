@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
@testable import ServerJSON
import XCTest

final class StrictISO8601TimestampTextTests: XCTestCase {
    func test_text_writesWholeSecondsInUTC() {
        XCTAssertEqual(StrictISO8601Timestamp.text(for: Date(timeIntervalSince1970: 1_683_465_442)), "2023-05-07T13:17:22Z")
    }

    func test_text_equalsJSONEncodersISO8601DateAtEdgeInstants() throws {
        // Given leap days, year and day boundaries, fractions just below a second, and years outside the fast path
        let instants: [TimeInterval] = [
            0, 0.999, -0.5, -1, 1.5, 951_782_400, 951_868_799.999, 946_684_800, 1_767_268_800.999,
            4_107_542_399, 253_402_300_799, 253_402_300_800, -2_208_988_800.25, -11_676_096_000, -12_219_292_800,
            -62_135_596_800, 1e12,
        ]

        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            // When
            let text = StrictISO8601Timestamp.text(for: date)
            // Then
            XCTAssertEqual(text, try encodedByJSONEncoder(date), "at \(instant)")
        }
    }

    func test_text_equalsJSONEncodersISO8601DateForRandomInstantsWithMilliseconds() throws {
        // Given instants from 1600 to 9999, with and without milliseconds (how SQLite stores dates)
        var random = SeededRandomNumberGenerator(seed: 8601)
        let dates = (0..<5_000).map { index in
            let seconds = Double(random.int(in: -11_676_096_000...253_402_300_799))
            let milliseconds = index.isMultiple(of: 2) ? Double(random.int(in: 0...999)) / 1_000 : 0
            return Date(timeIntervalSince1970: seconds + milliseconds)
        }

        // When
        let texts = dates.map(StrictISO8601Timestamp.text(for:))

        // Then
        XCTAssertEqual(texts, try dates.map(encodedByJSONEncoder))
    }

    // MARK: - Helpers

    private func encodedByJSONEncoder(_ date: Date) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: encoder.encode([date])) as? [String])
        return try XCTUnwrap(array.first)
    }
}
