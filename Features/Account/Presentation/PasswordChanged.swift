/// The outcome of a successful password change.
public struct PasswordChanged: Sendable, Equatable {
    public init() {}
}
