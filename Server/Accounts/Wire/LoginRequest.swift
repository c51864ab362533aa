struct LoginRequest: Decodable {
    let email: String
    let password: String
}
