/// What `account update` was asked to change.
public struct UpdateAccountInput: Sendable, Equatable {
    public let name: String?
    public let email: String?
    public let profileImagePath: String?
    public let removesProfileImage: Bool

    public init(name: String?, email: String?, profileImagePath: String?, removesProfileImage: Bool) {
        self.name = name
        self.email = email
        self.profileImagePath = profileImagePath
        self.removesProfileImage = removesProfileImage
    }
}
