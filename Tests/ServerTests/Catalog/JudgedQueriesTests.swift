@testable import CatalogDomain
@testable import CatalogImport
import CatalogRelevance
@testable import CatalogSQLite
import Foundation
import XCTest

/// The judged questions (`JudgedQuerySet`) asked of the SQLite catalog their data is imported into:
/// every expected restaurant among the first five, no excluded one.
final class JudgedQueriesTests: XCTestCase {
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

    func test_judgement_scoresPrecisionOutOfWhatCouldBeFoundAndTheRankOfTheFirstExpected() throws {
        let query = try JSONDecoder().decode(JudgedQuery.self, from: Data(#"{"kind": "nearby", "text": "pizza", "expected": ["A", "B"], "excluded": ["X"]}"#.utf8))

        let second = RelevanceJudgement(query: query, ranked: ["X", "A", "C", "D", "E", "B"])
        let both = RelevanceJudgement(query: query, ranked: ["B", "A"])
        let none = RelevanceJudgement(query: query, ranked: ["C"])

        XCTAssertEqual(second.precisionAtDepth, 0.5, "B is sixth")
        XCTAssertEqual(second.reciprocalRank, 0.5)
        XCTAssertEqual(second.missing, ["B"])
        XCTAssertEqual(second.intruders, ["X"])
        XCTAssertEqual(both.precisionAtDepth, 1)
        XCTAssertEqual(both.reciprocalRank, 1)
        XCTAssertTrue(both.isRight)
        XCTAssertEqual(none.reciprocalRank, 0)
        XCTAssertEqual(RelevanceReport(judgements: [second, both]).summary, "2 questions: precision@5 0.75, MRR 0.75, 1 wrong")
    }

    private func judge(_ source: JudgedQuerySet.Source) async throws -> RelevanceReport {
        let (database, _) = try makeCatalogDatabase()
        return try await judge(
            source, importer: OSMImporter(database: database), store: SQLiteRestaurantCatalog(database: database), gazetteer: SQLiteGazetteer(reader: database.pool)
        )
    }
}
