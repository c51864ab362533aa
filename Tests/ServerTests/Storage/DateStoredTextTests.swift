@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// Dates are read digit by digit instead of through GRDB's calendar: every date GRDB writes must come
/// back as the very instant GRDB's own decoding reads, and any other form must still be read as GRDB
/// reads it (older files, numbers).
final class DateStoredTextTests: XCTestCase {
    func test_microsecondsSince1970_andBackToStoredText_giveTheTextGRDBStoredForEveryDate() throws {
        var random = SeededRandomNumberGenerator(seed: 29)
        let edges = ["1900-01-01 00:00:00.000", "1969-12-31 23:59:59.999", "1970-01-01 00:00:00.000", "2024-02-29 23:59:59.999", "9999-12-31 23:59:59.999"]
        let written = (0..<5_000).map { _ in
            let seconds = -2_208_988_800 + Double(random.next() % 255_610_000_000) + Double(random.next() % 1_000) / 1_000
            return String.fromDatabaseValue(Date(timeIntervalSince1970: seconds).databaseValue) ?? ""
        }

        for text in edges + written {
            let microseconds = try XCTUnwrap(Date.microsecondsSince1970(storedText: text), text)
            let date = try XCTUnwrap(Date(storedText: text), text)

            XCTAssertEqual(Double(microseconds) / 1_000_000, date.timeIntervalSince1970, accuracy: 0.000_1, text)

            XCTAssertEqual(Date.storedText(microsecondsSince1970: microseconds), text)
            XCTAssertEqual(Date.storedText(microsecondsSince1970: microseconds + 999), text, "microseconds below the millisecond are dropped")
        }
    }

    func test_storedText_readsTheSameInstantAsGRDBForEveryDateGRDBWrites() throws {
        var random = SeededRandomNumberGenerator(seed: 23)
        let edges = [
            "1900-01-01 00:00:00.000", "1969-12-31 23:59:59.999", "1970-01-01 00:00:00.000", "2000-02-29 12:30:45.500",
            "2024-02-29 23:59:59.999", "2100-02-28 00:00:00.001", "2026-01-01 12:00:00.000", "9999-12-31 23:59:59.999",
        ]
        let written = (0..<5_000).map { _ in
            // 1900 to 9999, to the microsecond: GRDB keeps milliseconds.
            let seconds = -2_208_988_800 + Double(random.next() % 255_610_000_000) + Double(random.next() % 1_000_000) / 1_000_000
            return String.fromDatabaseValue(Date(timeIntervalSince1970: seconds).databaseValue) ?? ""
        }

        for text in edges + written {
            let expected = Date.fromDatabaseValue(text.databaseValue)

            let date = Date(storedText: text)

            XCTAssertNotNil(date, text)
            XCTAssertEqual(date?.timeIntervalSinceReferenceDate.bitPattern, expected?.timeIntervalSinceReferenceDate.bitPattern, text)
        }
    }

    func test_stored_readsEveryOtherFormAsGRDBDoes() throws {
        let database = try DatabaseQueue()
        let values: [DatabaseValue] = [
            "2023-05-07".databaseValue, "2023-05-07 08:00".databaseValue, "2023-05-07 08:00:00".databaseValue,
            "2023-05-07T08:00:00.123".databaseValue, "2023-05-07 08:00:00.12".databaseValue, "2023-05-07 08:00:00.1234".databaseValue,
            "2023-02-30 08:00:00.000".databaseValue, "2023-13-01 08:00:00.000".databaseValue, "2023-05-07 24:00:00.000".databaseValue,
            "1899-12-31 23:59:59.000".databaseValue, "0999-05-07 08:00:00.000".databaseValue, "2023-05-07 08:00:00.000Z".databaseValue,
            "2023-05-07x08:00:00.000".databaseValue, "2023-O5-07 08:00:00.000".databaseValue, "not a date".databaseValue, "".databaseValue,
            1_683_446_400.databaseValue, 1_683_446_400.25.databaseValue, DatabaseValue.null,
        ]

        for value in values {
            try database.read { db in
                let row = try XCTUnwrap(Row.fetchOne(db, sql: "SELECT ?", arguments: [value]))

                let date = try? Date.stored(in: row, atIndex: 0)

                let expected = try? row.decode(Date.self, atIndex: 0)
                XCTAssertEqual(date?.timeIntervalSinceReferenceDate.bitPattern, expected?.timeIntervalSinceReferenceDate.bitPattern, "\(value)")
            }
        }
    }
}
