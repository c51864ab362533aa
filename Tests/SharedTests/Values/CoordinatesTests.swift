import Shared
import XCTest

final class CoordinatesTests: XCTestCase {
    func test_parse_readsLatitudeAndLongitude() throws {
        XCTAssertEqual(try Coordinates.parse("38.7223,-9.1393"), Coordinates(latitude: 38.7223, longitude: -9.1393))
    }

    func test_parse_acceptsSpacesAroundTheNumbers() throws {
        XCTAssertEqual(try Coordinates.parse(" 55.676 , 12.568 "), Coordinates(latitude: 55.676, longitude: 12.568))
    }

    func test_parse_rejectsTextThatIsNotTwoNumbers() {
        for text in ["", "38.7", "a,b", "1,2,3", "nan,1", "inf,2"] {
            XCTAssertThrowsError(try Coordinates.parse(text), "\(text)") { error in
                XCTAssertEqual(error as? CoordinatesParsingError, .malformed(text))
            }
        }
    }

    func test_parse_rejectsALatitudeBeyondThePoles() {
        XCTAssertThrowsError(try Coordinates.parse("90.5,0")) { error in
            XCTAssertEqual(error as? CoordinatesParsingError, .latitudeOutOfRange(90.5))
        }
    }

    func test_parse_rejectsALongitudeBeyondTheAntimeridian() {
        XCTAssertThrowsError(try Coordinates.parse("0,-180.1")) { error in
            XCTAssertEqual(error as? CoordinatesParsingError, .longitudeOutOfRange(-180.1))
        }
    }

    func test_queryValue_isLatitudeCommaLongitude() {
        XCTAssertEqual(Coordinates(latitude: 1.5, longitude: -2.25).queryValue, "1.5,-2.25")
    }
}

final class CoordinatesQueryValueTests: XCTestCase {
    func test_queryValue_isPlainDecimalsNeverExponents() {
        XCTAssertEqual(Coordinates(latitude: 0.00001, longitude: 100).queryValue, "0.00001,100")
        XCTAssertEqual(Coordinates(latitude: -0.0, longitude: -9.13930001).queryValue, "0,-9.1393")
    }
}
