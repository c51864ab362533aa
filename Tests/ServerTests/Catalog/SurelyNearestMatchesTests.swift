@testable import CatalogSQLite
import XCTest

/// Of the nearest matches a circle search answers, only those as near as the asked-for count's farthest
/// are surely all there are that near.
final class SurelyNearestMatchesTests: XCTestCase {
    func test_surelyNearest_keepsThoseAsNearAsTheCountsFarthestNearestFirst() {
        let matches = [match(1, 300), match(2, 100), match(3, 200), match(4, 200), match(5, 900)]

        let nearest = SQLiteRestaurantCatalog.surelyNearest(matches, limit: 2)

        XCTAssertEqual(nearest.matches.map(\.rowID), [2, 3, 4])
        XCTAssertFalse(nearest.areAll)
    }

    func test_surelyNearest_keepsEveryMatchWhenFewerThanTheCount() {
        let matches = [match(1, 300), match(2, 100)]

        let nearest = SQLiteRestaurantCatalog.surelyNearest(matches, limit: 3)

        XCTAssertEqual(nearest.matches.map(\.rowID), [2, 1])
        XCTAssertTrue(nearest.areAll)
    }

    private func match(_ rowID: Int64, _ distance: Double) -> SQLiteRestaurantCatalog.PatternMatch {
        SQLiteRestaurantCatalog.PatternMatch(rowID: rowID, distance: distance)
    }
}
