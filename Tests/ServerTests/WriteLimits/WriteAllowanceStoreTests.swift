@testable import FoodybiteServer
import Foundation
@testable import ServerPostgres
@testable import ServerStorage
import TestSupport
@testable import WriteLimits
import XCTest

/// What every `WriteAllowanceStore` does, checked on each kind in one test: in memory, in SQLite and in
/// PostgreSQL (when the test database is there; under `CI=true` it must be). Each kind comes as two
/// stores over one fresh database, as two processes or instances see it.
final class WriteAllowanceStoreTests: XCTestCase {
    func test_admit_admitsUpToTheLimitThenRefusesUntilTheWriteThatFilledItExpires() async throws {
        for (kind, sut, _) in try await makeSUTs() {
            let reviews = allowance("review account eve", limit: 3, window: 60)

            var admissions: [WriteAdmission] = []
            for offset in [0.0, 10, 20, 30] {
                admissions.append(try await sut.admit([reviews], at: moment(offset)))
            }

            XCTAssertEqual(admissions, [.admitted, .admitted, .admitted, .refused(retryAfterSeconds: 30)], kind)
        }
    }

    func test_admit_admitsAgainOnceTheOldestWriteLeftTheWindow() async throws {
        for (kind, sut, _) in try await makeSUTs() {
            let reviews = allowance("review account eve", limit: 2, window: 60)
            for offset in [0.0, 30] {
                _ = try await sut.admit([reviews], at: moment(offset))
            }

            let beforeExpiry = try await sut.admit([reviews], at: moment(59.5))
            let atExpiry = try await sut.admit([reviews], at: moment(60))
            let full = try await sut.admit([reviews], at: moment(61))

            XCTAssertEqual(beforeExpiry, .refused(retryAfterSeconds: 1), kind)
            XCTAssertEqual(atExpiry, .admitted, kind)
            XCTAssertEqual(full, .refused(retryAfterSeconds: 29), kind)
        }
    }

    func test_admit_countsNothingWhenOneOfTheAllowancesIsFull() async throws {
        for (kind, sut, _) in try await makeSUTs() {
            let account = allowance("review account eve", limit: 1, window: 60)
            let address = allowance("review address 203.0.113.7", limit: 2, window: 600)
            let first = try await sut.admit([account, address], at: moment(0))

            let refused = try await sut.admit([account, address], at: moment(1))
            let addressAlone = try await sut.admit([address], at: moment(2))
            let addressFull = try await sut.admit([address], at: moment(3))

            XCTAssertEqual(first, .admitted, kind)
            XCTAssertEqual(refused, .refused(retryAfterSeconds: 59), kind)
            XCTAssertEqual(addressAlone, .admitted, "\(kind): the refused write must not have counted against the address")
            XCTAssertEqual(addressFull, .refused(retryAfterSeconds: 597), kind)
        }
    }

    func test_admit_countsEachKeySeparately() async throws {
        for (kind, sut, _) in try await makeSUTs() {
            _ = try await sut.admit([allowance("review account eve", limit: 1, window: 60)], at: moment(0))

            let otherAccount = try await sut.admit([allowance("review account bob", limit: 1, window: 60)], at: moment(1))
            let otherKind = try await sut.admit([allowance("account-change account eve", limit: 1, window: 60)], at: moment(1))

            XCTAssertEqual(otherAccount, .admitted, kind)
            XCTAssertEqual(otherKind, .admitted, kind)
        }
    }

    func test_admit_admitsExactlyTheLimitOfParallelWritesFromTwoStoresOnOneDatabase() async throws {
        for (kind, first, second) in try await makeSUTs() {
            let reviews = allowance("review account eve", limit: 10, window: 60)

            let admitted = try await withThrowingTaskGroup(of: WriteAdmission.self) { group in
                for index in 0..<40 {
                    let store = index.isMultiple(of: 2) ? first : second
                    let date = moment(Double(index) / 100)
                    group.addTask { try await store.admit([reviews], at: date) }
                }
                return try await group.reduce(into: 0) { count, admission in count += admission == .admitted ? 1 : 0 }
            }

            XCTAssertEqual(admitted, 10, kind)
        }
    }

    // MARK: - Helpers

    private func makeSUTs(
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> [(kind: String, first: any WriteAllowanceStore, second: any WriteAllowanceStore)] {
        let inMemory = InMemoryWriteAllowanceStore()
        let directory = try makeTemporaryDirectory(file: file, line: line).appendingPathComponent("server")
        var stores: [(kind: String, first: any WriteAllowanceStore, second: any WriteAllowanceStore)] = [
            ("in memory", inMemory, inMemory),
            ("SQLite", SQLiteWriteAllowanceStore(database: try ServerDatabase.open(in: directory).pool),
             SQLiteWriteAllowanceStore(database: try ServerDatabase.open(in: directory).pool)),
        ]
        do {
            let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
            stores.append(("PostgreSQL", PostgresWriteAllowanceStore(database: try await schema.openDatabase(on: self)),
                           PostgresWriteAllowanceStore(database: try await schema.openDatabase(on: self))))
        } catch let skip as XCTSkip {
            print("note: the PostgreSQL store is not checked here: \(skip.message ?? "no test database")")
        }
        return stores
    }

    private func allowance(_ key: String, limit: Int, window: TimeInterval) -> WriteAllowance {
        WriteAllowance(key: key, rule: WriteRateRule(limit: limit, window: window))
    }

    private func moment(_ offset: TimeInterval) -> Date {
        Date(timeIntervalSince1970: 1_700_000_000 + offset)
    }
}
