import AccountFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class ChangePasswordViewModelTests: XCTestCase {
    func test_changePassword_sendsTheCurrentAndNewPassword() async {
        let service = AccountServiceSpy()
        let sut = ChangePasswordViewModel(service: service)

        await sut.changePassword(currentPassword: "Old#1234", newPassword: "New#1234", confirmation: "New#1234")

        XCTAssertEqual(service.messages, [.changePassword(current: "Old#1234", new: "New#1234")])
        XCTAssertEqual(sut.state, .loaded(PasswordChanged()))
    }

    func test_changePassword_refusesAWeakOrMismatchedOrUnchangedPasswordWithoutSending() async {
        let cases: [(String, String, String, UserFacingMessage)] = [
            ("", "New#1234", "New#1234", ValidationFailure.emptyPassword.message(exitStatus: .dataError)),
            ("Old#1234", "weak", "weak", ValidationFailure.passwordTooShort(minimum: 8).message(exitStatus: .dataError)),
            ("Old#1234", "New#1234", "New#9999", ValidationFailure.passwordsDoNotMatch.message(exitStatus: .dataError)),
            ("Old#1234", "Old#1234", "Old#1234", ChangePasswordViewModel.unchanged),
        ]
        for (current, new, confirmation, expected) in cases {
            let service = AccountServiceSpy()
            let sut = ChangePasswordViewModel(service: service)

            await sut.changePassword(currentPassword: current, newPassword: new, confirmation: confirmation)

            XCTAssertEqual(sut.state, .failed(expected))
            XCTAssertEqual(service.messages, [])
        }
    }

    func test_changePassword_failsWithNoPermissionForAWrongCurrentPassword() async {
        let service = AccountServiceSpy()
        service.changePasswordError = AccountError.wrongCurrentPassword
        let sut = ChangePasswordViewModel(service: service)

        await sut.changePassword(currentPassword: "Bad#1234", newPassword: "New#1234", confirmation: "New#1234")

        XCTAssertEqual(sut.state, .failed(UserFacingMessage("The current password is incorrect.", exitStatus: .noPermission)))
    }
}

@MainActor
final class DeleteAccountViewModelTests: XCTestCase {
    func test_delete_deletesTheAccountAndForgetsIt() async {
        let service = AccountServiceSpy()
        let store = SignedInAccountStoreSpy(stored: makeAccount())
        let sut = DeleteAccountViewModel(accountService: service, accountStore: store)

        await sut.delete()

        XCTAssertEqual(service.messages, [.delete])
        XCTAssertEqual(store.messages, [.load, .clear])
        XCTAssertEqual(sut.state, .loaded(AccountViewData(makeAccount())))
    }

    func test_delete_keepsTheAccountWhenTheServerFails() async {
        let service = AccountServiceSpy()
        service.deleteError = UserFacingMessage("server down", exitStatus: .unavailable)
        let store = SignedInAccountStoreSpy(stored: makeAccount())
        let sut = DeleteAccountViewModel(accountService: service, accountStore: store)

        await sut.delete()

        XCTAssertEqual(sut.state, .failed(UserFacingMessage("server down", exitStatus: .unavailable)))
        XCTAssertEqual(store.stored, makeAccount())
    }

    func test_delete_failsWithNotLoggedInWithoutCallingTheServer() async {
        let service = AccountServiceSpy()
        let sut = DeleteAccountViewModel(accountService: service, accountStore: SignedInAccountStoreSpy(stored: nil))

        await sut.delete()

        XCTAssertEqual(sut.state, .failed(.notLoggedIn))
        XCTAssertEqual(service.messages, [])
    }
}
