public struct AccountViewData: Sendable, Equatable {
    public let id: String
    public let name: String
    public let email: String
    public let hasProfileImage: Bool

    public init(_ account: Account) {
        self.id = account.id.uuidString
        self.name = account.name
        self.email = account.email
        self.hasProfileImage = account.profileImage != nil
    }
}
