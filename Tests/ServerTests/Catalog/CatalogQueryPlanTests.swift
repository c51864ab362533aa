@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import XCTest

/// The searches must be driven by their indexes, never by a scan of the restaurant table.
final class CatalogQueryPlanTests: XCTestCase {
    func test_nearby_isDrivenByTheRTree() async throws {
        let catalog = try makeSUT()

        for query in [
            NearbyQuery(center: DemoCatalog.center, radius: 1_000),
            NearbyQuery(center: DemoCatalog.center, radius: 5_000, keyword: "pizza", openNow: true, minPrice: 1, maxPrice: 2),
        ] {
            let plan = try await catalog.queryPlan(forNearby: query)

            XCTAssertTrue(plan.first?.hasPrefix("SCAN loc VIRTUAL TABLE INDEX 2:") == true, "the box constrains the R*Tree: \(plan)")
            XCTAssertTrue(plan.contains { $0.contains("SEARCH r USING INTEGER PRIMARY KEY") }, plan.joined(separator: "\n"))
            XCTAssertFalse(plan.contains { $0 == "SCAN r" }, plan.joined(separator: "\n"))
        }
    }

    func test_denseNearby_readsTheProminenceIndexInOrder() async throws {
        let catalog = try makeSUT()

        let plan = try await catalog.queryPlan(forDenseNearby: NearbyQuery(center: DemoCatalog.center, radius: 10_000, minPrice: 2))

        XCTAssertEqual(plan.first, "SCAN r USING INDEX restaurant_by_prominence", plan.joined(separator: "\n"))
        XCTAssertFalse(plan.contains { $0.contains("TEMP B-TREE") }, "no sort: the index gives the order")
    }

    func test_ratingOrderTrial_readsTheProminenceIndexDownToItsBoundInOrder() async throws {
        let catalog = try makeSUT()

        let plan = try await catalog.queryPlan(forRatingOrderTrial: NearbyQuery(center: DemoCatalog.center, radius: 10_000, minPrice: 2))

        XCTAssertEqual(
            plan, ["SEARCH r USING INDEX restaurant_by_prominence ((ratingScore,effectiveRatingsTotal)>(?,?))"],
            "one range of the index, in its order, no sort"
        )
    }

    func test_autocomplete_asksTheFullTextIndexForTheMatchesOfARunOfRowIDs() async throws {
        let catalog = try makeSUT()

        let plans = try await catalog.queryPlans(forAutocomplete: AutocompleteQuery(input: "tasca", location: DemoCatalog.center, radius: 2_000))

        XCTAssertEqual(plans.circles.count, 1, plans.circles.joined(separator: "\n"))
        XCTAssertTrue(plans.circles[0].hasPrefix("SCAN restaurantSearch VIRTUAL TABLE INDEX 0:M"), plans.circles.joined(separator: "\n"))
        XCTAssertTrue(plans.circles[0].contains(">") && plans.circles[0].contains("<"), "the row id bounds reach FTS5: \(plans.circles)")
        XCTAssertTrue(plans.everyMatch.contains { $0.hasPrefix("SCAN s VIRTUAL TABLE INDEX") }, plans.everyMatch.joined(separator: "\n"))
        XCTAssertFalse((plans.circles + plans.everyMatch).contains { $0 == "SCAN r" })
    }

    // MARK: - Helpers

    private func makeSUT() throws -> SQLiteRestaurantCatalog {
        SQLiteRestaurantCatalog(database: try makeCatalogDatabase().0)
    }
}
