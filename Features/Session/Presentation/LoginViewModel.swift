import Foundation
import Shared

/// Logs in and remembers who did. An email passed as a flag was checked by the command; one typed at
/// a prompt is checked here, as is the password (typed or piped in).
@MainActor
public final class LoginViewModel {
    private let loginService: any LoginService
    private let userStore: any CurrentUserStore

    public init(loginService: any LoginService, userStore: any CurrentUserStore) {
        self.loginService = loginService
        self.userStore = userStore
    }

    /// The email typed at a prompt, trimmed, or why it is refused.
    public func email(fromTyped text: String) throws(ValidationFailure) -> String {
        try EmailValidator.validate(text)
    }

    public func login(email: String, password: String) async throws -> SignedInUserViewData {
        guard !password.isEmpty else { throw ValidationFailure.emptyPassword }
        let user = try await loginService.login(email: email.trimmingCharacters(in: .whitespaces), password: password)
        try await userStore.save(user)
        return SignedInUserViewData(user)
    }
}
