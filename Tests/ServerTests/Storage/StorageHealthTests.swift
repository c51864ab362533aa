@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import TestSupport
import XCTest

final class StorageHealthTests: XCTestCase {
    func test_databaseState_isOKForAWorkingDatabase() async throws {
        let sut = try makeSUT()

        let state = await sut.databaseState()

        XCTAssertEqual(state, .ok)
    }

    func test_databaseState_staysDamagedOnceSQLiteReportedDamage() async throws {
        let sut = try makeSUT()

        sut.report(ReportedStorageError(underlying: DatabaseError(resultCode: .SQLITE_CORRUPT)), during: "catalog nearby search")

        let state = await sut.databaseState()
        XCTAssertEqual(state, .damaged)
    }

    func test_databaseState_staysOKAfterFailuresThatShowNoDamage() async throws {
        let sut = try makeSUT()

        sut.report(DatabaseError(resultCode: .SQLITE_BUSY), during: "reviews add")
        sut.report(URLError(.timedOut), during: "anything")

        let state = await sut.databaseState()
        XCTAssertEqual(state, .ok)
    }

    func test_databaseState_isOKAgainOnceItsOwnWriteSucceedsAfterAFullDisk() async throws {
        let database = try ServerDatabase.open(in: makeTemporaryDirectory())
        let sut = StorageHealth(database: database.pool)

        sut.report(DatabaseError(resultCode: .SQLITE_FULL), during: "POST /auth/signup")

        let state = await sut.databaseState()
        XCTAssertEqual(state, .ok)
        let probes = try await database.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM storageProbe") }
        XCTAssertEqual(probes, 1, "the health check must have written to learn the disk has room again")
    }

    // MARK: - Helpers

    func test_failureRecognizing_tellsSQLitesBusyFullAndOtherFailuresApart() throws {
        let sut = try makeSUT()

        XCTAssertEqual(sut.failure(recognizing: DatabaseError(resultCode: .SQLITE_BUSY)), .busy)
        XCTAssertEqual(sut.failure(recognizing: DatabaseError(resultCode: .SQLITE_LOCKED)), .busy)
        XCTAssertEqual(sut.failure(recognizing: DatabaseError(resultCode: .SQLITE_FULL)), .full)
        XCTAssertEqual(sut.failure(recognizing: DatabaseError(resultCode: .SQLITE_CORRUPT)), .unexpected)
    }

    func test_failureRecognizing_looksInsideAReportedErrorAndIgnoresErrorsNotTheDatabases() throws {
        let sut = try makeSUT()

        XCTAssertEqual(sut.failure(recognizing: ReportedStorageError(underlying: DatabaseError(resultCode: .SQLITE_FULL))), .full)
        XCTAssertNil(sut.failure(recognizing: CancellationError()))
        XCTAssertNil(sut.failure(recognizing: URLError(.timedOut)))
    }

    private func makeSUT() throws -> StorageHealth {
        let database = try ServerDatabase.open(in: makeTemporaryDirectory())
        return StorageHealth(database: database.pool)
    }
}
