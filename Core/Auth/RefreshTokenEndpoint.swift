/// POST /auth/accessToken — sent without an Authorization header (the original server refuses the
/// call when an expired access token is attached).
struct RefreshTokenEndpoint: Endpoint {
    struct Body: Encodable, Sendable {
        let refreshToken: String
    }

    let refreshToken: String

    var path: String { "/auth/accessToken" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { Body(refreshToken: refreshToken) }
}
