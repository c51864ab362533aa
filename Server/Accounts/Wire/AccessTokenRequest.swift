/// POST /auth/accessToken
struct AccessTokenRequest: Decodable {
    let refreshToken: String
}
