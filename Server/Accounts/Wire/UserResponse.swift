import AccountsDomain
import Foundation

/// A user on the wire: `{"id", "name", "email", "profileImage"?}` (the image omitted when there is none).
struct UserResponse: Encodable {
    let id: String
    let name: String
    let email: String
    let profileImage: Data?

    init(_ user: User) {
        self.id = user.id.uuidString
        self.name = user.name
        self.email = user.email
        self.profileImage = user.profileImage
    }
}
