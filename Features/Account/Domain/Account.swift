import Foundation

/// The signed-in account as the server knows it.
public struct Account: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let email: String
    public let profileImage: Data?

    public init(id: UUID, name: String, email: String, profileImage: Data?) {
        self.id = id
        self.name = name
        self.email = email
        self.profileImage = profileImage
    }
}
