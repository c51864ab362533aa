import Core

/// POST /auth/login — the user and a token pair.
struct LoginEndpoint: Endpoint {
    struct Body: Encodable, Sendable {
        let email: String
        let password: String
    }

    let requestBody: Body

    var path: String { "/auth/login" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { requestBody }
}
