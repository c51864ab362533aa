@testable import DemoCatalog
@testable import FoodybiteServer
import XCTest

final class DemoRatingsTests: XCTestCase {
    func test_quantile_readsTheRatingAtATablesPointsAndLinearlyBetweenThem() {
        let table: [(share: Double, rating: Double)] = [(0, 3.0), (0.5, 4.0), (1, 5.0)]

        XCTAssertEqual(DemoRatings.quantile(0, in: table), 3.0)
        XCTAssertEqual(DemoRatings.quantile(0.25, in: table), 3.5, accuracy: 1e-9)
        XCTAssertEqual(DemoRatings.quantile(0.5, in: table), 4.0)
        XCTAssertEqual(DemoRatings.quantile(0.9, in: table), 4.8, accuracy: 1e-9)
        XCTAssertEqual(DemoRatings.quantile(1, in: table), 5.0)
    }

    func test_quantileTables_riseFromNoShareToEveryPlace() {
        for table in [DemoRatings.fewRatingsQuantiles, DemoRatings.manyRatingsQuantiles] {
            XCTAssertEqual(table.first?.share, 0)
            XCTAssertEqual(table.last?.share, 1)
            XCTAssertTrue(zip(table, table.dropFirst()).allSatisfy { $0.share < $1.share && $0.rating <= $1.rating }, "\(table)")
        }
    }

    func test_rating_givesOneDecimalWithinTheTablesBoundsForFewAndForManyRatings() {
        var random = SeededRandomNumberGenerator(seed: 7)

        let few = (0..<5_000).map { _ in DemoRatings.rating(count: 3, &random) }
        let many = (0..<5_000).map { _ in DemoRatings.rating(count: 800, &random) }

        XCTAssertTrue((few + many).allSatisfy { abs($0 * 10 - ($0 * 10).rounded()) < 1e-9 }, "one decimal")
        XCTAssertGreaterThanOrEqual(few.min() ?? 0, 2.0)
        XCTAssertLessThanOrEqual(many.max() ?? 5, 4.9, "many ratings never average a perfect 5.0")
        XCTAssertGreaterThanOrEqual(many.min() ?? 0, 2.2)
        XCTAssertGreaterThan(many.filter { $0 < 3.5 }.count, 0, "some poor places")
    }

    func test_rating_drawsOneNumberForFewRatingsAndTwoForMany() {
        var few = SeededRandomNumberGenerator(seed: 11), many = SeededRandomNumberGenerator(seed: 11)
        var reference = SeededRandomNumberGenerator(seed: 11)

        _ = DemoRatings.rating(count: DemoRatings.fewRatings - 1, &few)
        _ = DemoRatings.rating(count: DemoRatings.fewRatings, &many)

        _ = reference.next()
        XCTAssertEqual(few.next(), reference.next(), "the values drawn after a rating stay where they were")
        XCTAssertEqual(many.next(), reference.next())
    }
}
