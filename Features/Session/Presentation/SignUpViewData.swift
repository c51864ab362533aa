public struct SignUpViewData: Sendable, Equatable {
    public let user: SignedInUserViewData?
    public let email: String

    /// True when the new account is also logged in on this machine.
    public var isLoggedIn: Bool { user != nil }

    public init(user: SignedInUserViewData?, email: String) {
        self.user = user
        self.email = email
    }
}
