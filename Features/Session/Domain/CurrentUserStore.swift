/// Remembers who is signed in between runs.
public protocol CurrentUserStore: Sendable {
    /// The signed-in user, or nil when nobody is (or the session has ended).
    func load() async throws -> User?
    func save(_ user: User) async throws
    func clear() async throws
}
