import Core
import Foundation
import SessionFeature
import TestSupport
import XCTest

final class LocalCurrentUserStoreTests: XCTestCase {
    func test_load_returnsTheSavedUserWhileTheSessionLasts() async throws {
        let sut = makeSUT(token: AuthToken(accessToken: "a", refreshToken: "r"))
        let user = makeUser(profileImage: Data([9]))

        try await sut.save(user)

        let loaded = try await sut.load()
        XCTAssertEqual(loaded, user)
    }

    func test_load_returnsNilOnceTheSessionsTokensAreGone() async throws {
        let tokens = InMemoryTokenStore(token: AuthToken(accessToken: "a", refreshToken: "r"))
        let sut = makeSUT(tokenStore: tokens)
        try await sut.save(makeUser())

        try tokens.delete()

        let loaded = try await sut.load()
        XCTAssertNil(loaded)
    }

    func test_clear_forgetsTheUser() async throws {
        let sut = makeSUT(token: AuthToken(accessToken: "a", refreshToken: "r"))
        try await sut.save(makeUser())

        try await sut.clear()

        let loaded = try await sut.load()
        XCTAssertNil(loaded)
    }

    // MARK: - Helpers

    private func makeSUT(token: AuthToken? = nil, tokenStore: InMemoryTokenStore? = nil) -> LocalCurrentUserStore {
        LocalCurrentUserStore(store: InMemoryLocalStore(), tokenStore: tokenStore ?? InMemoryTokenStore(token: token))
    }
}
