@testable import Catalog
import XCTest

/// The masks the routes read are parsed once each, by target: a mask kept for one target is never
/// another's answer, and a refused mask is refused every time.
final class PlacesNewFieldMasksTests: XCTestCase {
    func test_parse_answersAMaskAskedAgainAsBeforeForEachTargetAndRefusesAWrongOneEachTime() throws {
        // Given a mask parsed once for a text search, and more masks than are kept parsed since
        let text = "places.id,nextPageToken"
        let first = try PlacesNewFieldMasks.parse(text, for: .searchText)
        for index in 0...PlacesNewFieldMasks.kept {
            _ = try PlacesNewFieldMasks.parse("places.id,places.displayName" + String(repeating: ",places.id", count: index), for: .searchNearby)
        }

        // When it is asked again, and for a nearby search (which has no next page)
        let again = try PlacesNewFieldMasks.parse(text, for: .searchText)

        // Then it is the same mask, and still refused where it selects nothing, every time
        XCTAssertEqual(again, first)
        XCTAssertEqual(again?.paths, [["places", "id"], ["nextPageToken"]])
        XCTAssertNil(try PlacesNewFieldMasks.parse(nil, for: .searchText))
        for _ in 0..<2 {
            XCTAssertThrowsError(try PlacesNewFieldMasks.parse(text, for: .searchNearby))
        }
    }
}
