import Foundation

/// The login answer: `{"user": {"id", "name", "email", "profileImage"?}, "token": {"accessToken", "refreshToken"}}`.
struct RemoteLoginResponse: Decodable {
    struct RemoteUser: Decodable {
        let id: UUID
        let name: String
        let email: String
        let profileImage: Data?
    }

    struct RemoteToken: Decodable {
        let accessToken: String
        let refreshToken: String
    }

    let user: RemoteUser
    let token: RemoteToken
}

extension RemoteLoginResponse.RemoteUser {
    var model: User {
        User(id: id, name: name, email: email, profileImage: profileImage)
    }
}
