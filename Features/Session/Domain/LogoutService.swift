public protocol LogoutService: Sendable {
    /// Ends the session on this machine, and on the server when it can be reached.
    func logout() async throws -> LogoutOutcome
}
