import Shared
import XCTest

final class LocationSourceTests: XCTestCase {
    func test_rawValue_isWhatTheCommandLineContractWritesAsTheSource() {
        XCTAssertEqual(LocationSource.allCases.map(\.rawValue), ["flag", "place", "environment", "saved", "default"])
        XCTAssertEqual(LocationSource(rawValue: "default"), .defaultCenter)
    }

    func test_allCases_listTheSourcesInOrderOfPrecedence() {
        XCTAssertEqual(LocationSource.allCases, [.flag, .place, .environment, .saved, .defaultCenter])
    }

    func test_label_namesWhereTheLocationCameFromInAFewWords() {
        XCTAssertEqual(LocationSource.allCases.map(\.label), ["--at", "--near", "FOODYBITE_LOCATION", "saved location", "default centre"])
    }

    func test_explanation_tellsHowToSetALocationOnlyWhenNoneWasGiven() {
        XCTAssertEqual(LocationSource.flag.explanation, "from --at")
        XCTAssertEqual(LocationSource.environment.explanation, "from FOODYBITE_LOCATION")
        XCTAssertEqual(LocationSource.saved.explanation, "your saved location")
        XCTAssertTrue(LocationSource.defaultCenter.explanation.contains("foodybite location set PLACE"))
        XCTAssertEqual(LocationSource.place.explanation, "the place named with --near")
        XCTAssertEqual(LocationSource.allCases.filter { $0.explanation.contains("location set") }, [.defaultCenter])
    }
}
