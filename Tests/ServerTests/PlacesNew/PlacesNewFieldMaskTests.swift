@testable import Catalog
@testable import FoodybiteServer
@testable import ServerJSON
import XCTest

/// X-Goog-FieldMask as Google reads it: paths from the answer's root, `*` for everything below, and an
/// INVALID_ARGUMENT naming the first path that selects nothing.
final class PlacesNewFieldMaskTests: XCTestCase {
    func test_parse_readsCommaSeparatedPathsWithSpacesAndSubFields() throws {
        let mask = try PlacesNewFieldMask.parse(" places.id , places.regularOpeningHours.openNow,", for: .searchNearby)

        XCTAssertEqual(mask?.paths, [["places", "id"], ["places", "regularOpeningHours", "openNow"]])
    }

    func test_parse_readsAStarAsEverythingBelowItsParent() throws {
        XCTAssertEqual(try PlacesNewFieldMask.parse("*", for: .place)?.paths, [[]])
        XCTAssertEqual(try PlacesNewFieldMask.parse("places.*", for: .searchNearby)?.paths, [["places"]])
    }

    func test_parse_hasNoMaskForNothingOrBlanks() throws {
        XCTAssertNil(try PlacesNewFieldMask.parse(nil, for: .place))
        XCTAssertNil(try PlacesNewFieldMask.parse("   ", for: .place))
        XCTAssertNil(try PlacesNewFieldMask.parse(" , ", for: .place))
    }

    func test_parse_refusesPathsThatSelectNothingNamingTheFirst() {
        for (text, target, named) in [
            ("displayName,nickname", PlacesNewFieldMask.Target.place, "nickname"),
            ("displayName", .searchNearby, "displayName"),
            ("places..id", .searchNearby, "places..id"),
            ("places.*.id", .searchNearby, "places.*.id"),
            ("places.flavour", .searchNearby, "places.flavour"),
        ] {
            XCTAssertThrowsError(try PlacesNewFieldMask.parse(text, for: target), text) { error in
                let message = (error as? PlacesNewError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains("Cannot find matching fields for path '\(named)'"), message)
            }
        }
    }

    func test_selects_anythingOnThePathToOrBelowASelectedField() throws {
        let mask = try XCTUnwrap(PlacesNewFieldMask.parse("places.regularOpeningHours", for: .searchNearby))

        XCTAssertTrue(mask.selects(["places"]))
        XCTAssertTrue(mask.selects(["places", "regularOpeningHours", "openNow"]))
        XCTAssertFalse(mask.selects(["places", "photos"]))
    }

    func test_apply_keepsOnlyTheSelectedMembers() throws {
        let mask = try XCTUnwrap(PlacesNewFieldMask.parse("id,rating", for: .place))
        let place = JSONValue.object([(key: "id", value: .string("FB1")), (key: "displayName", value: .string("Tasca")), (key: "rating", value: .double(4.5))])

        XCTAssertEqual(String(decoding: mask.apply(to: place).serialized, as: UTF8.self), #"{"id":"FB1","rating":4.5}"#)
    }
}
