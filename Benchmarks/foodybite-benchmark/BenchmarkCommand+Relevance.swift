import CatalogDomain
import CatalogImport
import CatalogRelevance
import CatalogSQLite
import Foundation
import ServerPostgres
import ServerStorage

extension BenchmarkCommand {
    /// The judged questions (`JudgedQuerySet`) of each source asked of its catalog imported into SQLite
    /// and, with a database URL, into a schema of its own on PostgreSQL: precision@5 and mean reciprocal
    /// rank, and the questions answered wrong. The sources read from `../shared/osm` are skipped, saying
    /// so, where it is absent.
    func measureRelevance(in directory: URL, postgresURLText: String?) async throws {
        print("\nRelevance of the judged questions (Server/CatalogRelevance), first \(RelevanceJudgement.depth) results:")
        let sharedOSM = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/osm").standardizedFileURL
        for source in JudgedQuerySet.Source.allCases {
            let set = try JudgedQuerySet.load(source)
            let file = JudgedCatalogFile(source, sharedOSMDirectory: sharedOSM)
            if case let .absent(url) = file {
                print("  \(source.rawValue): skipped, \(url.path) is absent")
                continue
            }
            let database = try ServerDatabase.open(in: directory.appendingPathComponent("relevance-\(source.rawValue)"))
            try await OSMImporter(database: database).importJudgedCatalog(file)
            let sqlite = SQLiteRestaurantCatalog(database: database)
            let sqliteReport = try await RelevanceEvaluation(
                catalog: ForgivingRestaurantCatalog(base: sqlite, words: sqlite), gazetteer: SQLiteGazetteer(reader: database.pool)
            ).judge(set)
            Self.printReport(sqliteReport, label: "\(source.rawValue) on SQLite")

            guard let postgresURLText else { continue }
            let url = try PostgresURL(postgresURLText + (postgresURLText.contains("?") ? "&" : "?") + "schema=foodybite_relevance_\(source.rawValue)")
            let postgres = try await PostgresServerDatabase.open(url: url, poolSize: 2, statementTimeout: nil)
            try await OSMImporter(destination: PostgresCatalogStore(database: postgres)).importJudgedCatalog(file)
            let catalog = PostgresRestaurantCatalog(database: postgres)
            let postgresReport = try await RelevanceEvaluation(
                catalog: ForgivingRestaurantCatalog(base: catalog, words: catalog), gazetteer: PostgresGazetteer(database: postgres)
            ).judge(set)
            Self.printReport(postgresReport, label: "\(source.rawValue) on PostgreSQL")
        }
    }

    private static func printReport(_ report: RelevanceReport, label: String) {
        print("  \(label): \(report.summary)")
        for judgement in report.wrong {
            print("    \(judgement.query.label): \(judgement.ranked), missing \(judgement.missing), excluded yet shown \(judgement.intruders)")
        }
    }
}
