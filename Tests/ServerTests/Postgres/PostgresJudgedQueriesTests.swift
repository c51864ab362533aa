@testable import CatalogDomain
@testable import CatalogImport
import CatalogRelevance
import Foundation
@testable import ServerPostgres
import XCTest

/// The judged questions asked of the PostgreSQL catalog: the same answers as SQLite's.
final class PostgresJudgedQueriesTests: XCTestCase {
    func test_judgedCatalogQueries_findEveryExpectedRestaurantInTheFirstFive() async throws {
        let report = try await judge(.judgedCatalog)

        assertEveryJudgementRight(report, atLeast: 60)
    }

    func test_copenhagenQueries_findEveryExpectedRestaurantInTheFirstFive() async throws {
        let report = try await judge(.copenhagen)

        assertEveryJudgementRight(report, atLeast: 15)
    }

    func test_liechtensteinQueries_findEveryExpectedRestaurantInTheFirstFive() async throws {
        let report = try await judge(.liechtenstein)

        assertEveryJudgementRight(report, atLeast: 15)
    }

    private func judge(_ source: JudgedQuerySet.Source) async throws -> RelevanceReport {
        let database = try await PostgresTestSchema.make(for: self).openDatabase(on: self)
        return try await judge(
            source, importer: OSMImporter(destination: PostgresCatalogStore(database: database)), store: PostgresRestaurantCatalog(database: database),
            gazetteer: PostgresGazetteer(database: database)
        )
    }
}
