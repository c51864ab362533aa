import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// A start held up by another process opening or migrating the same data directory (a long migration,
/// an import) says why it waits instead of waiting silently.
final class ServerDatabaseSetupLockTests: XCTestCase {
    private let waitingMessage = "waiting for another process that is opening or migrating this data directory"

    func test_open_logsThatItWaitsWhileAnotherHoldsTheDataDirectorysLock() async throws {
        // Given another holder of the data directory's lock
        let directory = try makeDataDirectory()
        let heldLock = try HeldFileLock(url: directory.appendingPathComponent("migration.lock"))
        addTeardownBlock { heldLock.release() }
        let recorder = LogRecorder()

        // When a server's database opens there, and the holder lets go once the wait is logged
        let logger = recorder.logger()
        let opening = Task.detached { _ = try ServerDatabase.open(in: directory, logger: logger) }
        let saidItWaits = await recorder.waitFor { [waitingMessage] in $0.message == waitingMessage }
        heldLock.release()
        try await opening.value

        // Then
        XCTAssertTrue(saidItWaits, "the wait was logged")
        let entry = try XCTUnwrap(recorder.entries.first { $0.message == waitingMessage })
        XCTAssertEqual(entry.metadata["lock"], directory.appendingPathComponent("migration.lock").path)
    }

    func test_open_logsNoWaitWhenNoOneElseHoldsTheLock() throws {
        // Given
        let directory = try makeDataDirectory()
        let recorder = LogRecorder()

        // When
        _ = try ServerDatabase.open(in: directory, logger: recorder.logger())

        // Then
        XCTAssertFalse(recorder.entries.contains { $0.message == waitingMessage }, "\(recorder.entries.map(\.message))")
    }

    // MARK: - Helpers

    private func makeDataDirectory() throws -> URL {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
