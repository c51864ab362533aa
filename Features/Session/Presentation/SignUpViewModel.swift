import Foundation
import Shared

/// Checks what a person entered to sign up, creates the account and logs it in.
@MainActor
public final class SignUpViewModel {
    public private(set) var state: LoadState<SignUpViewData> = .idle

    private let signUpService: any SignUpService
    private let loginService: any LoginService
    private let userStore: any CurrentUserStore

    public init(signUpService: any SignUpService, loginService: any LoginService, userStore: any CurrentUserStore) {
        self.signUpService = signUpService
        self.loginService = loginService
        self.userStore = userStore
    }

    /// Validates the name and email (given as flags); call before asking for passwords.
    public func validateIdentity(name: String, email: String) -> UserFacingMessage? {
        do {
            _ = try NameValidator.validate(name)
            _ = try EmailValidator.validate(email)
            return nil
        } catch {
            return error.message(exitStatus: .usage)
        }
    }

    public func signUp(name: String, email: String, password: String, confirmation: String, profileImage: Data?) async {
        let validName: String, validEmail: String
        do {
            validName = try NameValidator.validate(name)
            validEmail = try EmailValidator.validate(email)
        } catch {
            state = .failed(error.message(exitStatus: .usage))
            return
        }
        do {
            try PasswordValidator.validate(password, confirmation: confirmation)
        } catch {
            state = .failed(error.message(exitStatus: .dataError))
            return
        }
        state = .loading
        do {
            try await signUpService.signUp(name: validName, email: validEmail, password: password, profileImage: profileImage)
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
            return
        }
        do {
            let user = try await loginService.login(email: validEmail, password: password)
            try await userStore.save(user)
            state = .loaded(SignUpViewData(user: SignedInUserViewData(user), email: validEmail))
        } catch {
            state = .loaded(SignUpViewData(user: nil, email: validEmail))
        }
    }
}
