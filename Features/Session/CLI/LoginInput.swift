/// What `session login` was asked to do.
public struct LoginInput: Sendable, Equatable {
    /// Nil: asked at a prompt (the interactive flow).
    public let email: String?
    public let passwordFromStandardInput: Bool

    public init(email: String?, passwordFromStandardInput: Bool) {
        self.email = email
        self.passwordFromStandardInput = passwordFromStandardInput
    }
}
