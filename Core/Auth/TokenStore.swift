/// Keeps the session's tokens between runs (the command-line stand-in for the Keychain).
public protocol TokenStore: Sendable {
    func read() throws -> AuthToken?
    func write(_ token: AuthToken) throws
    func delete() throws
}
