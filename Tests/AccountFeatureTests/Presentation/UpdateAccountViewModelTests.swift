import AccountFeature
import Foundation
import Shared
import TestSupport
import XCTest

@MainActor
final class UpdateAccountViewModelTests: XCTestCase {
    func test_update_keepsWhatWasNotChangedIncludingTheImage() async throws {
        let (sut, service, store) = makeSUT(stored: makeAccount(profileImage: Data([1])))

        let updated = try await sut.update(AccountChanges(name: " Ana Maria "))

        XCTAssertEqual(service.messages, [.update(name: "Ana Maria", email: "ana@example.com", profileImage: Data([1]))])
        XCTAssertEqual(store.messages.last, .save(makeAccount(name: "Ana Maria", profileImage: Data([1]))))
        XCTAssertEqual(updated, AccountViewData(makeAccount(name: "Ana Maria", profileImage: Data([1]))))
    }

    func test_update_replacesOrRemovesTheImage() async throws {
        let (replacing, replaceService, _) = makeSUT(stored: makeAccount(profileImage: Data([1])))
        _ = try await replacing.update(AccountChanges(image: .replace(Data([2]))))
        XCTAssertEqual(replaceService.messages, [.update(name: "Ana Lima", email: "ana@example.com", profileImage: Data([2]))])

        let (removing, removeService, _) = makeSUT(stored: makeAccount(profileImage: Data([1])))
        _ = try await removing.update(AccountChanges(image: .remove))
        XCTAssertEqual(removeService.messages, [.update(name: "Ana Lima", email: "ana@example.com", profileImage: nil)])
    }

    func test_update_failsAsNotLoggedInWhenNoAccountIsSignedIn() async {
        let (sut, service, _) = makeSUT(stored: nil)

        await assertThrowsAsync(NotLoggedInError()) { _ = try await sut.update(AccountChanges(name: "Ana Maria")) }
        XCTAssertEqual(service.messages, [])
    }

    func test_update_keepsTheStoredAccountWhenTheServerRefuses() async {
        let (sut, service, store) = makeSUT(stored: makeAccount())
        service.updateError = AccountError.emailAlreadyRegistered(reason: nil)

        await assertThrowsAsync(AccountError.emailAlreadyRegistered(reason: nil)) { _ = try await sut.update(AccountChanges(email: "taken@example.com")) }
        XCTAssertEqual(store.stored, makeAccount())
    }

    func test_update_keepsTheStoredAccountWhenTheProfileImageMakesTheUpdateTooLarge() async {
        let stored = makeAccount(profileImage: Data(repeating: 1, count: 14_000))
        let (sut, service, store) = makeSUT(stored: stored)
        service.updateError = AccountError.profileImageTooLarge(bytes: 14_000)

        await assertThrowsAsync(AccountError.profileImageTooLarge(bytes: 14_000)) { _ = try await sut.update(AccountChanges(name: "Ana Maria")) }
        XCTAssertEqual(store.stored, stored)
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
