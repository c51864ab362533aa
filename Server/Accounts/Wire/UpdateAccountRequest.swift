import Foundation

/// POST /auth/account: a full replacement, so an omitted `profileImage` removes the image.
struct UpdateAccountRequest: Decodable {
    let name: String
    let email: String
    let profileImage: Data?
}
