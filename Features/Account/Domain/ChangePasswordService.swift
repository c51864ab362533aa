public protocol ChangePasswordService: Sendable {
    /// Throws `AccountError.wrongCurrentPassword` when `currentPassword` is not the account's.
    func changePassword(currentPassword: String, newPassword: String) async throws
}
