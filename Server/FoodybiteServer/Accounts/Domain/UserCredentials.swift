/// A user with the bcrypt hash of their password digest, for checking a password.
struct UserCredentials: Sendable, Equatable {
    let user: User
    let passwordHash: String
}
