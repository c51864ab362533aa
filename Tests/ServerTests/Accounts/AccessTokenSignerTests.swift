@testable import Accounts
@testable import AccountsDomain
import Crypto
@testable import FoodybiteServer
import Foundation
import XCTest

final class AccessTokenSignerTests: XCTestCase {
    func test_verify_answersTheClaimsOfATokenItSigned() async throws {
        let sut = await makeSUT(lifetime: 600)
        let user = anyUser()

        let token = try await sut.sign(for: user, at: Date())
        let payload = try await sut.verify(token)

        XCTAssertEqual(payload.userID, user.id)
        XCTAssertEqual(payload.name, user.name)
        XCTAssertEqual(payload.email, user.email)
        XCTAssertEqual(payload.sessionID, user.sessionID)
    }

    func test_sign_writesTheOriginalServersClaimNamesPlusTheSession() async throws {
        let sut = await makeSUT(lifetime: 900)
        let user = anyUser()
        let now = Date()

        let token = try await sut.sign(for: user, at: now)

        let claims = try XCTUnwrap(jwtClaims(token))
        XCTAssertEqual(Set(claims.keys), ["userID", "name", "email", "exp", "sessionID"])
        XCTAssertEqual(claims["userID"] as? String, user.id.uuidString)
        XCTAssertEqual(try XCTUnwrap(claims["exp"] as? Double), now.timeIntervalSince1970 + 900, accuracy: 0.01)
    }

    func test_verify_refusesAnExpiredToken() async throws {
        let sut = await makeSUT(lifetime: 600)

        let token = try await sut.sign(for: anyUser(), at: Date().addingTimeInterval(-601))

        await assertThrows { _ = try await sut.verify(token) }
    }

    func test_verify_refusesATokenSignedWithAnotherKey() async throws {
        let other = await makeSUT(lifetime: 600)
        let sut = await makeSUT(lifetime: 600)

        let token = try await other.sign(for: anyUser(), at: Date())

        await assertThrows { _ = try await sut.verify(token) }
    }

    // MARK: - Helpers

    private func makeSUT(lifetime: TimeInterval) async -> AccessTokenSigner {
        await AccessTokenSigner(key: SymmetricKey(size: .bits256), lifetime: lifetime)
    }

    private func anyUser() -> AuthenticatedUser {
        AuthenticatedUser(id: UUID(), name: "Eve Example", email: "eve@example.com", sessionID: UUID())
    }

    private func assertThrows(file: StaticString = #filePath, line: UInt = #line, _ action: () async throws -> Void) async {
        do {
            try await action()
            XCTFail("Expected an error", file: file, line: line)
        } catch {}
    }
}
