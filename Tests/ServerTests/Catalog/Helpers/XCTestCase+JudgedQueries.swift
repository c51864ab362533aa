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

    /// Imports the judged set's catalog with the importer given.
    func importJudgedCatalog(_ file: JudgedCatalogFile, with importer: OSMImporter) async throws {
        switch file {
        case let .data(data): _ = try await importer.importData(data)
        case let .file(url): _ = try await importer.importFile(at: url)
        case .absent: break
        }
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
