import Foundation
import Shared

/// Applies the requested changes on top of the current account and sends the whole desired state,
/// as the API's full-replacement update requires (an image left out would be removed).
@MainActor
public final class UpdateAccountViewModel {
    public static let nothingToChange = UserFacingMessage(
        "Nothing to update.",
        hint: "Pass --name, --email, --profile-image or --remove-profile-image.",
        exitStatus: .usage
    )

    public private(set) var state: LoadState<AccountViewData> = .idle

    private let accountService: any AccountService
    private let accountStore: any SignedInAccountStore

    public init(accountService: any AccountService, accountStore: any SignedInAccountStore) {
        self.accountService = accountService
        self.accountStore = accountStore
    }

    public func validate(_ changes: AccountChanges) -> UserFacingMessage? {
        guard !changes.isEmpty else { return Self.nothingToChange }
        do {
            if let name = changes.name { _ = try NameValidator.validate(name) }
            if let email = changes.email { _ = try EmailValidator.validate(email) }
            return nil
        } catch {
            return error.message(exitStatus: .usage)
        }
    }

    public func update(_ changes: AccountChanges) async {
        if let failure = validate(changes) {
            state = .failed(failure)
            return
        }
        state = .loading
        do {
            guard let current = try await accountStore.load() else {
                state = .failed(.notLoggedIn)
                return
            }
            let image: Data? = switch changes.image {
            case .keep: current.profileImage
            case let .replace(data): data
            case .remove: nil
            }
            let updated = try await accountService.updateAccount(
                name: try changes.name.map(NameValidator.validate) ?? current.name,
                email: try changes.email.map(EmailValidator.validate) ?? current.email,
                profileImage: image
            )
            try await accountStore.save(updated)
            state = .loaded(AccountViewData(updated))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
