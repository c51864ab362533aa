import AccountFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class ChangePasswordViewModelTests: XCTestCase {
    func test_changePassword_sendsTheCurrentAndNewPassword() async throws {
        let service = AccountServiceSpy()
        let sut = ChangePasswordViewModel(service: service)

        _ = try await sut.changePassword(currentPassword: "Old#1234", newPassword: "New#1234", confirmation: "New#1234")

        XCTAssertEqual(service.messages, [.changePassword(current: "Old#1234", new: "New#1234")])
    }

    func test_changePassword_refusesAnEmptyWeakOrMismatchedPasswordWithoutSending() async {
        let cases: [(String, String, String, ValidationFailure)] = [
            ("", "New#1234", "New#1234", .emptyPassword),
            ("Old#1234", "weak", "weak", .passwordTooShort(minimum: 8)),
            ("Old#1234", "New#1234", "New#9999", .passwordsDoNotMatch),
        ]
        for (current, new, confirmation, expected) in cases {
            let service = AccountServiceSpy()
            let sut = ChangePasswordViewModel(service: service)

            await assertThrowsAsync(expected) { _ = try await sut.changePassword(currentPassword: current, newPassword: new, confirmation: confirmation) }
            XCTAssertEqual(service.messages, [])
        }
    }

    func test_changePassword_refusesAnUnchangedPasswordAsInvalidData() async {
        let service = AccountServiceSpy()
        let sut = ChangePasswordViewModel(service: service)

        await assertThrowsAsync(ChangePasswordViewModel.unchanged) {
            _ = try await sut.changePassword(currentPassword: "Old#1234", newPassword: "Old#1234", confirmation: "Old#1234")
        }
        XCTAssertEqual(ChangePasswordViewModel.unchanged.failureKind, .invalidData)
        XCTAssertEqual(service.messages, [])
    }

    func test_changePassword_passesAWrongCurrentPasswordOn() async {
        let service = AccountServiceSpy()
        service.changePasswordError = AccountError.wrongCurrentPassword
        let sut = ChangePasswordViewModel(service: service)

        await assertThrowsAsync(AccountError.wrongCurrentPassword) {
            _ = try await sut.changePassword(currentPassword: "Bad#1234", newPassword: "New#1234", confirmation: "New#1234")
        }
    }
}

@MainActor
final class DeleteAccountViewModelTests: XCTestCase {
    func test_delete_deletesTheAccountForgetsItAndReturnsIt() async throws {
        let service = AccountServiceSpy()
        let store = SignedInAccountStoreSpy(stored: makeAccount())
        let sut = DeleteAccountViewModel(accountService: service, accountStore: store)

        let deleted = try await sut.delete()

        XCTAssertEqual(service.messages, [.delete])
        XCTAssertEqual(store.messages, [.load, .clear])
        XCTAssertEqual(deleted, AccountViewData(makeAccount()))
    }

    func test_delete_keepsTheAccountWhenTheServerFails() async {
        let service = AccountServiceSpy()
        service.deleteError = anyError()
        let store = SignedInAccountStoreSpy(stored: makeAccount())
        let sut = DeleteAccountViewModel(accountService: service, accountStore: store)

        await assertThrowsAsync(anyError()) { _ = try await sut.delete() }
        XCTAssertEqual(store.stored, makeAccount())
    }

    func test_deleteAndAccountToDelete_failAsNotLoggedInWithoutCallingTheServer() async {
        let service = AccountServiceSpy()
        let sut = DeleteAccountViewModel(accountService: service, accountStore: SignedInAccountStoreSpy(stored: nil))

        await assertThrowsAsync(NotLoggedInError()) { _ = try await sut.delete() }
        await assertThrowsAsync(NotLoggedInError()) { _ = try await sut.accountToDelete() }
        XCTAssertEqual(service.messages, [])
    }
}
