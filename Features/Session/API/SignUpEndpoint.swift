import Core
import Foundation

/// POST /auth/signup — 201 with an empty body.
struct SignUpEndpoint: Endpoint {
    struct Body: Encodable, Sendable {
        let name: String
        let email: String
        let password: String
        let profileImage: Data?

        enum CodingKeys: String, CodingKey {
            case name, email, password
            case profileImage = "profile_image"
        }
    }

    let requestBody: Body

    var path: String { "/auth/signup" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { requestBody }
}
