@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import XCTest

final class SQLPlaceholderListTests: XCTestCase {
    func test_of_isOneQuestionMarkPerValueWhetherMadeOnceOrNot() {
        for count in [1, 2, 20, NearbyQuery.maximumResults, NearbyQuery.maximumResults + 1, 500] {
            // When
            let list = SQLPlaceholderList.of(count: count)

            // Then
            XCTAssertEqual(list.split(separator: ",").count, count, "\(count)")
            XCTAssertTrue(list.split(separator: ",").allSatisfy { $0 == "?" }, "\(count)")
        }
    }

    func test_of_isEmptyForNoValues() {
        XCTAssertEqual(SQLPlaceholderList.of(count: 0), "")
    }
}
