struct ChangePasswordRequest: Decodable {
    let currentPassword: String
    let newPassword: String
}
