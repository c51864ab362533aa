import Core
import Foundation
import Synchronization
import TestSupport
import XCTest

/// Opening one of the app's SQLite files where something is in the way, or damaged more than once.
final class SQLiteDatabaseOpeningTests: XCTestCase {
    func test_open_namesTheFileThatStandsWhereAFolderShouldBe() throws {
        let blocker = try makeTemporaryDirectory().appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("cache.sqlite")

        XCTAssertThrowsError(try open(url)) { error in
            XCTAssertEqual(error as? SQLiteDatabaseError, .cannotOpen(path: url.path, reason: "\(blocker.path) is a file, not a folder"))
        }
    }

    func test_open_namesTheLockFileWhenItCannotBeOpened() throws {
        // Given a folder where the database's lock file belongs
        let url = try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")
        let lockPath = url.path + ".lock"
        try FileManager.default.createDirectory(atPath: lockPath, withIntermediateDirectories: false)

        // When / Then
        XCTAssertThrowsError(try open(url)) { error in
            XCTAssertEqual(error as? SQLiteDatabaseError, .cannotOpen(path: url.path, reason: "its lock file \(lockPath) cannot be opened"))
        }
    }

    func test_open_keepsEveryDamagedFileWhenTheDatabaseIsDamagedAgain() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("cache.sqlite")
        let first = Data(repeating: 0xAB, count: 8_192), second = Data(repeating: 0xCD, count: 8_192)

        try first.write(to: url)
        _ = try open(url)
        for sidecar in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(at: URL(fileURLWithPath: url.path + sidecar))
        }
        try second.write(to: url)
        _ = try open(url)

        let kept = try movedAsideFiles(next: url).map { try Data(contentsOf: $0) }
        XCTAssertEqual(Set(kept), [first, second], "each damaged file is kept under a name of its own")
    }

    /// Two commands started at once on a new data directory: SQLite refuses a second connection that
    /// switches the same new file to WAL at the same moment, without waiting for the busy timeout.
    func test_open_succeedsEverywhereWhenManyOpenANewFileAtOnce() throws {
        for _ in 0..<20 {
            let url = try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")
            let failures = Mutex<[String]>([])

            DispatchQueue.concurrentPerform(iterations: 6) { _ in
                do {
                    _ = try SQLiteDatabase.open(at: url, migrator: LocalStoreSchema.migrator, warn: { _ in })
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }

            XCTAssertEqual(failures.withLock { $0 }, [])
        }
    }

    // MARK: - Helpers

    private func open(_ url: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(at: url, migrator: LocalStoreSchema.migrator, warn: { _ in })
    }

    private func movedAsideFiles(next url: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(url.lastPathComponent + ".damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .map { url.deletingLastPathComponent().appendingPathComponent($0) }
    }
}
