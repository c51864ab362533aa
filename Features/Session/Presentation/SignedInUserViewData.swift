/// The signed-in user as views show it.
public struct SignedInUserViewData: Sendable, Equatable {
    public let id: String
    public let name: String
    public let email: String
    public let hasProfileImage: Bool

    public init(_ user: User) {
        self.id = user.id.uuidString
        self.name = user.name
        self.email = user.email
        self.hasProfileImage = user.profileImage != nil
    }
}
