@testable import CatalogDomain
@testable import ServerPostgres
import XCTest

final class PostgresGazetteerTests: XCTestCase {
    func test_places_findsEntriesByTheStartsOfTheirFoldedWordsLargerPlacesFirst() async throws {
        try await GazetteerSpecs.findsEntriesByTheStartsOfTheirFoldedWordsLargerPlacesFirst(try await makeSUT())
    }

    func test_places_findsLongWordsByTheirWholeStarts() async throws {
        try await GazetteerSpecs.findsLongWordsByTheirWholeStarts(try await makeSUT())
    }

    func test_importGazetteer_updatesAnEntryImportedAgainInsteadOfAddingIt() async throws {
        try await GazetteerSpecs.updatesAnEntryImportedAgainInsteadOfAddingIt(try await makeSUT())
    }

    func test_importGazetteer_forgetsTheNamesAnEntryNoLongerHas() async throws {
        try await GazetteerSpecs.forgetsTheNamesAnEntryNoLongerHas(try await makeSUT())
    }

    func test_importGazetteer_writesMoreEntriesThanOneStatementHolds() async throws {
        // Given more streets than one statement writes
        let store = try await makeSUT()
        let count = PostgresCatalogStore.gazetteerRowsPerStatement + 3
        let streets = (0..<count).map { index in
            GazetteerEntry(key: "street:s\(index)", kind: .street, name: "Gasse \(index)", location: GeoPoint(latitude: 47, longitude: 9))
        }

        // When they are imported
        let inserted = try await store.destination.importGazetteer(streets)

        // Then every one is in
        XCTAssertEqual(inserted, count)
        let last = try await store.gazetteer.places(named: "gasse \(count - 1)", limit: 2)
        XCTAssertEqual(last, [streets[count - 1]])
    }

    func test_importGazetteer_leavesThePlannerTheCountOfEntries() async throws {
        // Given a gazetteer whose tables were never counted
        let schema = try await PostgresTestSchema.make(for: self)
        let database = try await schema.openDatabase(on: self)
        let store = PostgresCatalogStore(database: database)
        let streets = (0..<3).map { GazetteerEntry(key: "street:c\($0)", kind: .street, name: "Gasse \($0)", location: GeoPoint(latitude: 47, longitude: 9)) }

        // When streets are imported
        _ = try await store.importGazetteer(streets)

        // Then the planner's statistics count them
        let logger = database.logger
        let counted = try await database.withConnection { connection in
            try await connection.first(
                "SELECT (SELECT reltuples::float8 FROM pg_class WHERE oid = 'place_name'::regclass), (SELECT reltuples::float8 FROM pg_class WHERE oid = 'place_name_word'::regclass)",
                logger: logger
            )?.decode((Double, Double).self)
        }
        XCTAssertEqual(counted?.0, 3)
        XCTAssertGreaterThanOrEqual(counted?.1 ?? -1, 3, "each entry's words")
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> GazetteerSpecs.Store {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        return (PostgresCatalogStore(database: database), PostgresGazetteer(database: database))
    }
}
