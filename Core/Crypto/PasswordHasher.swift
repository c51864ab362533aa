/// Turns what the person typed into what travels: the server never sees the password itself.
public protocol PasswordHasher: Sendable {
    func hash(_ password: String) -> String
}
