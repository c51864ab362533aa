import Core
import Foundation
import TestSupport
import XCTest

/// The token file where something else stands in its way: a clear error naming the file, never a crash.
final class FileTokenStoreFailureTests: XCTestCase {
    func test_write_throwsCannotWriteWhenAFileStandsWhereItsFolderShouldBe() throws {
        let blocker = try makeTemporaryDirectory().appendingPathComponent("state")
        try Data("a file".utf8).write(to: blocker)
        let sut = makeSUT(fileURL: blocker.appendingPathComponent("credentials.json"))

        XCTAssertThrowsError(try sut.write(AuthToken(accessToken: "access", refreshToken: "refresh"))) { error in
            XCTAssertEqual(error as? TokenStoreError, .cannotWrite(path: sut.fileURL.path))
        }
    }

    func test_read_throwsUnreadableWhenTheCredentialsPathIsAFolder() throws {
        let folder = try makeTemporaryDirectory().appendingPathComponent("credentials.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sut = makeSUT(fileURL: folder)

        XCTAssertThrowsError(try sut.read()) { error in
            XCTAssertEqual(error as? TokenStoreError, .unreadable(path: folder.path))
        }
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL) -> FileTokenStore {
        FileTokenStore(fileURL: fileURL, server: "http://127.0.0.1:8080")
    }
}
