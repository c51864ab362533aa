import Core
import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class FolderPermissionsTests: XCTestCase {
    func test_secure_makesAFolderOtherUsersMayWritePrivateAndSaysSo() throws {
        let folder = try makeFolder(mode: 0o777)

        let warnings = try FolderPermissions.secure([folder])

        XCTAssertEqual(warnings, ["\(folder.path) could be written by other users (mode 777); it is now private (700)."])
        XCTAssertEqual(try mode(of: folder), 0o700)
    }

    func test_secure_leavesPrivateAndReadableFoldersAloneAndSkipsMissingOnes() throws {
        let owned = try makeFolder(mode: 0o700)
        let readable = try makeFolder(mode: 0o755)

        let warnings = try FolderPermissions.secure([owned, readable, owned.appendingPathComponent("missing")])

        XCTAssertEqual(warnings, [])
        XCTAssertEqual(try mode(of: owned), 0o700)
        XCTAssertEqual(try mode(of: readable), 0o755)
    }

    func test_secure_refusesAFolderThatBelongsToAnotherUser() throws {
        guard geteuid() == 0 else { throw XCTSkip("Giving a folder to another user needs root.") }
        let folder = try makeFolder(mode: 0o700)
        XCTAssertEqual(chown(folder.path, 65_534, 65_534), 0)

        XCTAssertThrowsError(try FolderPermissions.secure([folder])) { error in
            XCTAssertEqual(error as? FolderPermissionsError, .ownedByAnotherUser(path: folder.path, owner: 65_534))
        }
    }

    // MARK: - Helpers

    private func makeFolder(mode: mode_t) throws -> URL {
        let folder = try makeTemporaryDirectory().appendingPathComponent("state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(folder.path, mode), 0)
        return folder
    }

    private func mode(of folder: URL) throws -> mode_t {
        var status = stat()
        XCTAssertEqual(stat(folder.path, &status), 0)
        return status.st_mode & 0o777
    }
}
