/// What `session login` was asked to do.
public struct LoginInput: Sendable, Equatable {
    public let email: String
    public let passwordFromStandardInput: Bool

    public init(email: String, passwordFromStandardInput: Bool) {
        self.email = email
        self.passwordFromStandardInput = passwordFromStandardInput
    }
}
