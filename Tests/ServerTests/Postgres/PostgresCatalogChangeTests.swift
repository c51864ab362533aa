@testable import CatalogDomain
@testable import ServerPostgres
import TestSupport
import XCTest

/// OpenStreetMap diffs applied to the PostgreSQL catalog, as to the SQLite one (`CatalogChangeSpecs`).
final class PostgresCatalogChangeTests: XCTestCase {
    func test_apply_appliesADiffTwiceToExactlyTheExpectedCatalogKeepingTheReviewsOfTheRemovedOne() async throws {
        try await CatalogChangeSpecs.appliesADiffTwiceToExactlyTheExpectedCatalogKeepingTheReviewsOfTheRemovedOne(try await makeSUT())
    }

    func test_apply_bringsARemovedRestaurantBackWithItsReviewsAndSkipsAnOlderDiff() async throws {
        try await CatalogChangeSpecs.bringsARemovedRestaurantBackWithItsReviewsAndSkipsAnOlderDiff(try await makeSUT())
    }

    func test_apply_movesARestaurantDrawnAsAWayWithItsNodesAndPlacesAChangedWayFromItsKeptOutline() async throws {
        try await CatalogChangeSpecs.movesARestaurantDrawnAsAWayWithItsNodesAndPlacesAChangedWayFromItsKeptOutline(try await makeSUT())
    }

    func test_catchUp_followsAReplicationApplyingEachDiffOnceInSequenceOrder() async throws {
        try await CatalogChangeSpecs.followsAReplicationApplyingEachDiffOnceInSequenceOrder(try await makeSUT(), in: try makeTemporaryDirectory())
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> CatalogChangeSpecs.Store {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        return CatalogChangeSpecs.Store(
            destination: PostgresCatalogStore(database: database),
            catalog: PostgresRestaurantCatalog(database: database),
            users: PostgresUserRepository(database: database),
            reviews: PostgresReviewRepository(database: database)
        )
    }
}
