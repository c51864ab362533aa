/// What `session signup` was asked to do.
public struct SignUpInput: Sendable, Equatable {
    /// Nil: asked at a prompt (the interactive flow).
    public let name: String?
    /// Nil: asked at a prompt (the interactive flow).
    public let email: String?
    public let profileImagePath: String?
    public let passwordFromStandardInput: Bool

    public init(name: String?, email: String?, profileImagePath: String?, passwordFromStandardInput: Bool) {
        self.name = name
        self.email = email
        self.profileImagePath = profileImagePath
        self.passwordFromStandardInput = passwordFromStandardInput
    }
}
