/// `{"refreshToken", "accessToken"}`: the refresh token is new; the one sent is used up.
struct AccessTokenResponse: Encodable {
    let refreshToken: String
    let accessToken: String
}
