import Core
import Foundation
import XCTest

final class ISO8601TimestampTests: XCTestCase {
    func test_date_readsATimestampWithoutFractionalSeconds() {
        XCTAssertEqual(ISO8601Timestamp.date(from: "2023-05-07T13:17:22Z"), Date(timeIntervalSince1970: 1_683_465_442))
    }

    func test_date_readsATimestampWithFractionalSeconds() throws {
        let date = try XCTUnwrap(ISO8601Timestamp.date(from: "2023-05-07T13:17:22.250Z"))

        XCTAssertEqual(date.timeIntervalSince1970, 1_683_465_442.25, accuracy: 0.001)
    }

    func test_date_isNilForTextThatIsNoTimestamp() {
        XCTAssertNil(ISO8601Timestamp.date(from: "yesterday"))
        XCTAssertNil(ISO8601Timestamp.date(from: "2023-05-07"))
    }

    func test_string_writesWholeSecondsInUTCThatReadBackToTheSameMoment() {
        let date = Date(timeIntervalSince1970: 1_683_465_442)

        let text = ISO8601Timestamp.string(from: date)

        XCTAssertEqual(text, "2023-05-07T13:17:22Z")
        XCTAssertEqual(ISO8601Timestamp.date(from: text), date)
    }
}
