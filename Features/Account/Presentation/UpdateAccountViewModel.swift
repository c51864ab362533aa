import Foundation
import Shared

/// Applies the requested changes on top of the current account and sends the whole desired state,
/// as the API's full-replacement update requires (an image left out would be removed). The changes
/// come from flags, which the command has checked.
@MainActor
public final class UpdateAccountViewModel {
    private let accountService: any AccountService
    private let accountStore: any SignedInAccountStore

    public init(accountService: any AccountService, accountStore: any SignedInAccountStore) {
        self.accountService = accountService
        self.accountStore = accountStore
    }

    public func update(_ changes: AccountChanges) async throws -> AccountViewData {
        guard let current = try await accountStore.load() else { throw NotLoggedInError() }
        let image: Data? = switch changes.image {
        case .keep: current.profileImage
        case let .replace(data): data
        case .remove: nil
        }
        let updated = try await accountService.updateAccount(
            name: changes.name?.trimmingCharacters(in: .whitespacesAndNewlines) ?? current.name,
            email: changes.email?.trimmingCharacters(in: .whitespacesAndNewlines) ?? current.email,
            profileImage: image
        )
        try await accountStore.save(updated)
        return AccountViewData(updated)
    }
}
