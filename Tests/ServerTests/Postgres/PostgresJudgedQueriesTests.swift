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
        let set = try JudgedQuerySet.load(source)
        let catalogFile = try judgedCatalog(source)
        let database = try await PostgresTestSchema.make(for: self).openDatabase(on: self)
        try await importJudgedCatalog(catalogFile, with: OSMImporter(destination: PostgresCatalogStore(database: database)))
        let store = PostgresRestaurantCatalog(database: database)
        let evaluation = RelevanceEvaluation(catalog: TypoTolerantRestaurantCatalog(base: store, words: store), gazetteer: PostgresGazetteer(database: database))
        return try await evaluation.judge(set)
    }
}
