public protocol LoginService: Sendable {
    /// Starts a session and returns its user. Throws `SessionError.invalidCredentials` for a wrong
    /// email or password.
    func login(email: String, password: String) async throws -> User
}
