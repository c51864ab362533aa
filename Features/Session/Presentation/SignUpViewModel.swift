import Foundation
import Shared

/// Creates the account and logs it in. A name and email passed as flags were checked by the command;
/// ones typed at a prompt are checked here, as are the passwords (typed or piped in).
@MainActor
public final class SignUpViewModel {
    private let signUpService: any SignUpService
    private let loginService: any LoginService
    private let userStore: any CurrentUserStore

    public init(signUpService: any SignUpService, loginService: any LoginService, userStore: any CurrentUserStore) {
        self.signUpService = signUpService
        self.loginService = loginService
        self.userStore = userStore
    }

    /// The name typed at a prompt, trimmed, or why it is refused.
    public func name(fromTyped text: String) throws(ValidationFailure) -> String {
        try NameValidator.validate(text)
    }

    /// The email typed at a prompt, trimmed, or why it is refused.
    public func email(fromTyped text: String) throws(ValidationFailure) -> String {
        try EmailValidator.validate(text)
    }

    /// The new account, logged in on this machine unless the login that follows the sign-up fails.
    public func signUp(name: String, email: String, password: String, confirmation: String, profileImage: Data?) async throws -> SignUpViewData {
        try PasswordValidator.validate(password, confirmation: confirmation)
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        try await signUpService.signUp(name: name, email: email, password: password, profileImage: profileImage)
        do {
            let user = try await loginService.login(email: email, password: password)
            try await userStore.save(user)
            return SignUpViewData(user: SignedInUserViewData(user), email: email)
        } catch {
            return SignUpViewData(user: nil, email: email)
        }
    }
}
