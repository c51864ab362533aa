/// A user with the bcrypt hash of their password digest, for checking a password.
package struct UserCredentials: Sendable, Equatable {
    package let user: User
    package let passwordHash: String

    package init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}
