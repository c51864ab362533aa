import AccountFeature
import Core
import Foundation
import TestSupport
import XCTest

final class RemoteAccountServiceTests: XCTestCase {
    func test_updateAccount_postsTheFullDesiredStateAndReturnsTheStoredAccount() async throws {
        let (sut, client, _) = makeSUT(answers: [.json(#"{"id":"0B7E3F4A-1C2D-4E5F-8A9B-0C1D2E3F4A5B","name":"Ana B","email":"ana@b.com","profileImage":"AQ=="}"#)])

        let account = try await sut.updateAccount(name: "Ana B", email: "ana@b.com", profileImage: Data([1]))

        XCTAssertEqual(account, Account(id: UUID(uuidString: "0B7E3F4A-1C2D-4E5F-8A9B-0C1D2E3F4A5B")!, name: "Ana B", email: "ana@b.com", profileImage: Data([1])))
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.path, "/auth/account")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: String])
        XCTAssertEqual(body, ["name": "Ana B", "email": "ana@b.com", "profileImage": "AQ=="])
    }

    func test_updateAccount_leavesTheImageOutToRemoveIt() async throws {
        let (sut, client, _) = makeSUT(answers: [.json(#"{"id":"0B7E3F4A-1C2D-4E5F-8A9B-0C1D2E3F4A5B","name":"Ana","email":"a@b.co"}"#)])

        _ = try await sut.updateAccount(name: "Ana", email: "a@b.co", profileImage: nil)

        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: Any])
        XCTAssertNil(body["profileImage"])
    }

    func test_updateAccount_throwsEmailAlreadyRegisteredOn409() async {
        let (sut, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"taken"}"#, status: 409)])

        await assertThrowsAsync(AccountError.emailAlreadyRegistered(reason: "taken")) {
            _ = try await sut.updateAccount(name: "Ana", email: "a@b.co", profileImage: nil)
        }
    }

    func test_updateAccount_throwsProfileImageTooLargeWhenTheServerRefusesTheBodyWithAnImage() async {
        let image = Data(repeating: 7, count: 14_000)
        let (sut, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Payload Too Large"}"#, status: 413)])

        await assertThrowsAsync(AccountError.profileImageTooLarge(bytes: 14_000)) {
            _ = try await sut.updateAccount(name: "Ana", email: "a@b.co", profileImage: image)
        }
    }

    func test_updateAccount_passesA413WithoutAnImageOn() async {
        let (sut, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Payload Too Large"}"#, status: 413)])

        await assertThrowsAsync(RemoteStoreError.rejected(status: 413, reason: "Payload Too Large")) {
            _ = try await sut.updateAccount(name: "Ana", email: "a@b.co", profileImage: nil)
        }
    }

    func test_deleteAccount_sendsDeleteAndEndsTheLocalSession() async throws {
        let (sut, client, store) = makeSUT(answers: [.status(200)])

        try await sut.deleteAccount()

        XCTAssertEqual(client.requests.first?.httpMethod, "DELETE")
        XCTAssertEqual(client.requests.first?.url?.path, "/auth/account")
        XCTAssertNil(try store.read())
    }

    func test_deleteAccount_keepsTheSessionWhenTheServerRefuses() async throws {
        let (sut, _, store) = makeSUT(answers: [.status(500)])

        await assertThrowsAsync(RemoteStoreError.serverError(status: 500, reason: nil)) { try await sut.deleteAccount() }
        XCTAssertNotNil(try store.read())
    }

    func test_changePassword_sendsBothDigests() async throws {
        let (sut, client, _) = makeSUT(answers: [.status(200)])

        _ = try await sut.changePassword(currentPassword: "Old#1234", newPassword: "New#1234")

        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: String])
        XCTAssertEqual(body, ["currentPassword": SHA512PasswordHasher().hash("Old#1234"), "newPassword": SHA512PasswordHasher().hash("New#1234")])
        XCTAssertEqual(client.requests.first?.url?.path, "/auth/changePassword")
    }

    func test_changePassword_saysTheOtherSessionsWereLoggedOutOnlyWhenTheServerSaysSo() async throws {
        let (ours, _, _) = makeSUT(answers: [.response(status: 200, body: Data(), headers: ["Foodybite-Other-Sessions": "logged-out"])])
        let (original, _, _) = makeSUT(answers: [.status(200)])

        let oursDid = try await ours.changePassword(currentPassword: "Old#1234", newPassword: "New#1234")
        let originalDid = try await original.changePassword(currentPassword: "Old#1234", newPassword: "New#1234")

        XCTAssertEqual(oursDid, .loggedOut)
        XCTAssertEqual(originalDid, .kept)
    }

    func test_changePassword_throwsWrongCurrentPasswordOn403() async {
        let (sut, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Current password is incorrect"}"#, status: 403)])

        await assertThrowsAsync(AccountError.wrongCurrentPassword) {
            _ = try await sut.changePassword(currentPassword: "Wrong#123", newPassword: "New#1234")
        }
    }

    // MARK: - Helpers

    private func makeSUT(answers: [HTTPClientSpy.Answer]) -> (RemoteAccountService, HTTPClientSpy, InMemoryTokenStore) {
        let client = HTTPClientSpy(answers: answers)
        let store = InMemoryTokenStore(token: AuthToken(accessToken: "a", refreshToken: "r"))
        return (RemoteAccountService(client: client, baseURL: URL(string: "http://server")!, tokenStore: store), client, store)
    }
}
