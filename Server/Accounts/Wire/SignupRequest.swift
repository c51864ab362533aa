import Foundation

/// POST /auth/signup. The image is `profile_image` here (snake case), as in the original server.
struct SignupRequest: Decodable {
    let name: String
    let email: String
    let password: String
    let profileImage: Data?

    enum CodingKeys: String, CodingKey {
        case name, email, password
        case profileImage = "profile_image"
    }
}
