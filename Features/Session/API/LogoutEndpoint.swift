import Core

/// POST /auth/logout — ends the session of the access token it is signed with.
struct LogoutEndpoint: Endpoint {
    var path: String { "/auth/logout" }
    var method: HTTPMethod { .post }
}
