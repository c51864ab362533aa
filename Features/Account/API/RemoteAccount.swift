import Foundation

/// `{"id", "name", "email", "profileImage"?}` as POST /auth/account answers.
struct RemoteAccount: Decodable {
    let id: UUID
    let name: String
    let email: String
    let profileImage: Data?

    var model: Account {
        Account(id: id, name: name, email: email, profileImage: profileImage)
    }
}
