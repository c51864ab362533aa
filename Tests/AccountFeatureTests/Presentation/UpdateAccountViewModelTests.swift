import AccountFeature
import Foundation
import Shared
import TestSupport
import XCTest

@MainActor
final class UpdateAccountViewModelTests: XCTestCase {
    func test_update_keepsWhatWasNotChangedIncludingTheImage() async {
        let (sut, service, store) = makeSUT(stored: makeAccount(profileImage: Data([1])))

        await sut.update(AccountChanges(name: "Ana Maria"))

        XCTAssertEqual(service.messages, [.update(name: "Ana Maria", email: "ana@example.com", profileImage: Data([1]))])
        XCTAssertEqual(store.messages.last, .save(makeAccount(name: "Ana Maria", profileImage: Data([1]))))
        XCTAssertEqual(sut.state, .loaded(AccountViewData(makeAccount(name: "Ana Maria", profileImage: Data([1])))))
    }

    func test_update_replacesOrRemovesTheImage() async {
        let (replacing, replaceService, _) = makeSUT(stored: makeAccount(profileImage: Data([1])))
        await replacing.update(AccountChanges(image: .replace(Data([2]))))
        XCTAssertEqual(replaceService.messages, [.update(name: "Ana Lima", email: "ana@example.com", profileImage: Data([2]))])

        let (removing, removeService, _) = makeSUT(stored: makeAccount(profileImage: Data([1])))
        await removing.update(AccountChanges(image: .remove))
        XCTAssertEqual(removeService.messages, [.update(name: "Ana Lima", email: "ana@example.com", profileImage: nil)])
    }

    func test_update_failsWithUsageStatusWhenNothingChanges() async {
        let (sut, service, _) = makeSUT(stored: makeAccount())

        await sut.update(AccountChanges())

        XCTAssertEqual(sut.state, .failed(UpdateAccountViewModel.nothingToChange))
        XCTAssertEqual(service.messages, [])
    }

    func test_update_failsWithUsageStatusForAnInvalidEmail() async {
        let (sut, service, _) = makeSUT(stored: makeAccount())

        await sut.update(AccountChanges(email: "nope"))

        XCTAssertEqual(sut.state, .failed(ValidationFailure.invalidEmail("nope").message(exitStatus: .usage)))
        XCTAssertEqual(service.messages, [])
    }

    func test_update_failsWithNotLoggedInWhenNoAccountIsSignedIn() async {
        let (sut, service, _) = makeSUT(stored: nil)

        await sut.update(AccountChanges(name: "Ana Maria"))

        XCTAssertEqual(sut.state, .failed(.notLoggedIn))
        XCTAssertEqual(service.messages, [])
    }

    func test_update_keepsTheStoredAccountWhenTheServerRefuses() async {
        let (sut, service, store) = makeSUT(stored: makeAccount())
        service.updateError = AccountError.emailAlreadyRegistered(reason: nil)

        await sut.update(AccountChanges(email: "taken@example.com"))

        XCTAssertEqual(sut.state, .failed(AccountError.emailAlreadyRegistered(reason: nil).userFacingMessage))
        XCTAssertEqual(store.stored, makeAccount())
    }

    func test_update_explainsThatTheProfileImageMakesTheUpdateTooLargeAndHowToRemoveIt() async {
        let (sut, service, store) = makeSUT(stored: makeAccount(profileImage: Data(repeating: 1, count: 14_000)))
        service.updateError = AccountError.profileImageTooLarge(bytes: 14_000)

        await sut.update(AccountChanges(name: "Ana Maria"))

        guard case let .failed(message) = sut.state else { return XCTFail("Expected failed, got \(sut.state)") }
        XCTAssertEqual(message.text, "The server refuses requests this large, and your profile image (14 KB), which every update sends again, makes this one too big.")
        XCTAssertEqual(message.hint, "Remove the image with `foodybite account update --remove-profile-image`, or set a smaller one with --profile-image FILE.")
        XCTAssertEqual(message.exitStatus, .dataError)
        XCTAssertEqual(store.stored, makeAccount(profileImage: Data(repeating: 1, count: 14_000)))
    }

    // MARK: - Helpers

    private func makeSUT(stored: Account?, file: StaticString = #filePath, line: UInt = #line) -> (UpdateAccountViewModel, AccountServiceSpy, SignedInAccountStoreSpy) {
        let service = AccountServiceSpy()
        let store = SignedInAccountStoreSpy(stored: stored)
        let sut = UpdateAccountViewModel(accountService: service, accountStore: store)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service, store)
    }
}
