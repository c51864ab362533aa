import Core

/// POST /auth/changePassword — digests of the current and the new password.
struct ChangePasswordEndpoint: Endpoint {
    struct Body: Encodable, Sendable {
        let currentPassword: String
        let newPassword: String
    }

    let requestBody: Body

    var path: String { "/auth/changePassword" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { requestBody }
}
