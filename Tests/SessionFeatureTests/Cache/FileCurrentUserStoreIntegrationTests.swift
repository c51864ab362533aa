import Core
import Foundation
import SessionFeature
import TestSupport
import XCTest

final class FileCurrentUserStoreIntegrationTests: XCTestCase {
    func test_load_returnsTheSavedUserWhileTheSessionLasts() async throws {
        let (sut, _, file) = try makeSUT()
        let user = makeUser(profileImage: Data([9]))

        try await sut.save(user)

        let loaded = try await sut.load()
        XCTAssertEqual(loaded, user)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func test_load_returnsNilOnceTheSessionsTokensAreGone() async throws {
        let (sut, tokens, _) = try makeSUT()
        try await sut.save(makeUser())

        try tokens.delete()

        let loaded = try await sut.load()
        XCTAssertNil(loaded)
    }

    func test_load_returnsNilForAnotherServer() async throws {
        let (sut, tokens, file) = try makeSUT()
        try await sut.save(makeUser())
        let otherServer = FileCurrentUserStore(fileURL: file, server: "http://other:1", tokenStore: tokens)

        let loaded = try await otherServer.load()

        XCTAssertNil(loaded)
    }

    func test_clear_forgetsTheUser() async throws {
        let (sut, _, file) = try makeSUT()
        try await sut.save(makeUser())

        try await sut.clear()

        let loaded = try await sut.load()
        XCTAssertNil(loaded)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (FileCurrentUserStore, InMemoryTokenStore, URL) {
        let file = try makeTemporaryDirectory().appendingPathComponent("state/user.json")
        let tokens = InMemoryTokenStore(token: AuthToken(accessToken: "a", refreshToken: "r"))
        return (FileCurrentUserStore(fileURL: file, server: "http://server:1", tokenStore: tokens), tokens, file)
    }
}
