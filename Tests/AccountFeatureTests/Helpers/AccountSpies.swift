import AccountFeature
import Foundation

@MainActor
final class AccountServiceSpy: AccountService, ChangePasswordService {
    enum Message: Equatable {
        case update(name: String, email: String, profileImage: Data?)
        case delete
        case changePassword(current: String, new: String)
    }

    private(set) var messages: [Message] = []
    var updateError: (any Error)?
    var deleteError: (any Error)?
    var changePasswordError: (any Error)?
    var otherSessions = OtherSessions.loggedOut

    func updateAccount(name: String, email: String, profileImage: Data?) async throws -> Account {
        messages.append(.update(name: name, email: email, profileImage: profileImage))
        if let updateError { throw updateError }
        return Account(id: makeAccount().id, name: name, email: email, profileImage: profileImage)
    }

    func deleteAccount() async throws {
        messages.append(.delete)
        if let deleteError { throw deleteError }
    }

    func changePassword(currentPassword: String, newPassword: String) async throws -> OtherSessions {
        messages.append(.changePassword(current: currentPassword, new: newPassword))
        if let changePasswordError { throw changePasswordError }
        return otherSessions
    }
}

@MainActor
final class SignedInAccountStoreSpy: SignedInAccountStore {
    enum Message: Equatable {
        case load
        case save(Account)
        case clear
    }

    private(set) var messages: [Message] = []
    var stored: Account?

    init(stored: Account?) {
        self.stored = stored
    }

    func load() async throws -> Account? {
        messages.append(.load)
        return stored
    }

    func save(_ account: Account) async throws {
        messages.append(.save(account))
        stored = account
    }

    func clear() async throws {
        messages.append(.clear)
        stored = nil
    }
}

func makeAccount(name: String = "Ana Lima", email: String = "ana@example.com", profileImage: Data? = Data([1])) -> Account {
    Account(id: UUID(uuidString: "0B7E3F4A-1C2D-4E5F-8A9B-0C1D2E3F4A5B")!, name: name, email: email, profileImage: profileImage)
}
