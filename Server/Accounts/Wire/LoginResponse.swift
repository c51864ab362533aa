/// `{"user": {...}, "token": {"accessToken", "refreshToken"}}`
struct LoginResponse: Encodable {
    struct Token: Encodable {
        let accessToken: String
        let refreshToken: String
    }

    let user: UserResponse
    let token: Token
}
