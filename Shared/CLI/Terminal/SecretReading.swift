/// Asks for a secret (a password) without echoing it.
public protocol SecretReading: Sendable {
    func readSecret(prompt: String) throws -> String
}
