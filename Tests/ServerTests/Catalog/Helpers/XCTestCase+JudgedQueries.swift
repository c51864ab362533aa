@testable import CatalogDomain
@testable import CatalogImport
import CatalogRelevance
import Foundation
import TestSupport
import XCTest

extension XCTestCase {
    /// The judged set's catalog, compiled in or from the shared folder; skips when the shared file is
    /// absent (a user's clone).
    func judgedCatalog(_ source: JudgedQuerySet.Source) throws -> JudgedCatalogFile {
        let file = JudgedCatalogFile(source, sharedOSMDirectory: PackageLayout.sharedDirectory.appendingPathComponent("osm"))
        if case let .absent(url) = file {
            throw XCTSkip("\(url.path) is absent (a user's clone): the \(source.rawValue) questions need it.")
        }
        return file
    }

    /// The judged set of `source` asked of a store its catalog was imported into by `importer`, as the
    /// server composes the store (typo tolerant); skips when the shared file is absent.
    func judge(
        _ source: JudgedQuerySet.Source, importer: OSMImporter, store: any RestaurantCatalog & CatalogWordIndex, gazetteer: any Gazetteer
    ) async throws -> RelevanceReport {
        let set = try JudgedQuerySet.load(source)
        try await importer.importJudgedCatalog(try judgedCatalog(source))
        return try await RelevanceEvaluation(catalog: ForgivingRestaurantCatalog(base: store, words: store), gazetteer: gazetteer).judge(set)
    }

    /// Fails once for each question whose first results miss an expected restaurant or show an excluded one.
    func assertEveryJudgementRight(_ report: RelevanceReport, atLeast count: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThanOrEqual(report.judgements.count, count, file: file, line: line)
        for judgement in report.wrong {
            XCTFail(
                "\(judgement.query.label): got \(judgement.ranked), missing \(judgement.missing), excluded yet there \(judgement.intruders)",
                file: file, line: line
            )
        }
    }
}
