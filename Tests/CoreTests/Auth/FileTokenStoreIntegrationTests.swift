import Core
import Foundation
import TestSupport
import XCTest

final class FileTokenStoreIntegrationTests: XCTestCase {
    func test_read_returnsNilWhenNothingWasWritten() throws {
        let sut = try makeSUT()

        XCTAssertNil(try sut.read())
    }

    func test_read_returnsWhatWasWritten() throws {
        let sut = try makeSUT()
        let token = AuthToken(accessToken: "access", refreshToken: "refresh")

        try sut.write(token)

        XCTAssertEqual(try sut.read(), token)
    }

    func test_write_replacesThePreviousToken() throws {
        let sut = try makeSUT()
        try sut.write(AuthToken(accessToken: "a1", refreshToken: "r1"))

        try sut.write(AuthToken(accessToken: "a2", refreshToken: "r2"))

        XCTAssertEqual(try sut.read(), AuthToken(accessToken: "a2", refreshToken: "r2"))
    }

    func test_write_createsTheFileReadableByItsOwnerOnlyInAPrivateFolder() throws {
        let sut = try makeSUT()

        try sut.write(AuthToken(accessToken: "a", refreshToken: "r"))

        XCTAssertEqual(try permissions(of: sut.fileURL), 0o600)
        XCTAssertEqual(try permissions(of: sut.fileURL.deletingLastPathComponent()), 0o700)
    }

    func test_write_leavesNoTemporaryFilesBehind() throws {
        let sut = try makeSUT()

        try sut.write(AuthToken(accessToken: "a", refreshToken: "r"))
        try sut.write(AuthToken(accessToken: "b", refreshToken: "s"))

        let folder = sut.fileURL.deletingLastPathComponent()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["credentials.json"])
    }

    func test_delete_removesTheToken() throws {
        let sut = try makeSUT()
        try sut.write(AuthToken(accessToken: "a", refreshToken: "r"))

        try sut.delete()

        XCTAssertNil(try sut.read())
        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.fileURL.path))
    }

    func test_delete_succeedsWhenThereIsNothingToDelete() throws {
        XCTAssertNoThrow(try makeSUT().delete())
    }

    func test_read_throwsUnreadableForADamagedFileOrOneWithoutItsServer() throws {
        let sut = try makeSUT()
        try FileManager.default.createDirectory(at: sut.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: sut.fileURL)

        XCTAssertThrowsError(try sut.read()) { error in
            XCTAssertEqual(error as? TokenStoreError, .unreadable(path: sut.fileURL.path))
        }
    }

    func test_read_neverOffersTheTokensToAnotherServer() throws {
        let sut = try makeSUT()
        try sut.write(AuthToken(accessToken: "a", refreshToken: "r"))

        let other = FileTokenStore(fileURL: sut.fileURL, server: "http://elsewhere:2")

        XCTAssertNil(try other.read())
    }

    func test_delete_forAnotherServer_keepsThisServersSession() throws {
        let sut = try makeSUT()
        try sut.write(AuthToken(accessToken: "a", refreshToken: "r"))

        try FileTokenStore(fileURL: sut.fileURL, server: "http://elsewhere:2").delete()

        XCTAssertEqual(try sut.read(), AuthToken(accessToken: "a", refreshToken: "r"))
    }

    func test_delete_removesADamagedFile() throws {
        let sut = try makeSUT()
        try FileManager.default.createDirectory(at: sut.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: sut.fileURL)

        try sut.delete()

        XCTAssertNil(try sut.read())
    }

    // MARK: - Helpers

    private func makeSUT() throws -> FileTokenStore {
        FileTokenStore(fileURL: try makeTemporaryDirectory().appendingPathComponent("state/credentials.json"), server: "http://server:1")
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
