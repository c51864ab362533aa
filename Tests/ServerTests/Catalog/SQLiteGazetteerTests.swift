@testable import CatalogDomain
@testable import CatalogSQLite
import XCTest

final class SQLiteGazetteerTests: XCTestCase {
    func test_places_findsEntriesByTheStartsOfTheirFoldedWordsLargerPlacesFirst() async throws {
        try await GazetteerSpecs.findsEntriesByTheStartsOfTheirFoldedWordsLargerPlacesFirst(try makeSUT())
    }

    func test_places_findsLongWordsByTheirWholeStarts() async throws {
        try await GazetteerSpecs.findsLongWordsByTheirWholeStarts(try makeSUT())
    }

    func test_importGazetteer_updatesAnEntryImportedAgainInsteadOfAddingIt() async throws {
        try await GazetteerSpecs.updatesAnEntryImportedAgainInsteadOfAddingIt(try makeSUT())
    }

    func test_importGazetteer_forgetsTheNamesAnEntryNoLongerHas() async throws {
        try await GazetteerSpecs.forgetsTheNamesAnEntryNoLongerHas(try makeSUT())
    }

    private func makeSUT() throws -> GazetteerSpecs.Store {
        let (database, _) = try makeCatalogDatabase()
        return (SQLiteCatalogImportDestination(database: database), SQLiteGazetteer(reader: database.pool))
    }
}
