import Foundation
import Shared

@MainActor
public final class LoginViewModel {
    public private(set) var state: LoadState<SignedInUserViewData> = .idle

    private let loginService: any LoginService
    private let userStore: any CurrentUserStore

    public init(loginService: any LoginService, userStore: any CurrentUserStore) {
        self.loginService = loginService
        self.userStore = userStore
    }

    public func validateEmail(_ email: String) -> UserFacingMessage? {
        do {
            _ = try EmailValidator.validate(email)
            return nil
        } catch {
            return error.message(exitStatus: .usage)
        }
    }

    public func login(email: String, password: String) async {
        if let failure = validateEmail(email) {
            state = .failed(failure)
            return
        }
        guard !password.isEmpty else {
            state = .failed(ValidationFailure.emptyPassword.message(exitStatus: .dataError))
            return
        }
        state = .loading
        do {
            let user = try await loginService.login(email: email.trimmingCharacters(in: .whitespaces), password: password)
            try await userStore.save(user)
            state = .loaded(SignedInUserViewData(user))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
