public protocol ChangePasswordService: Sendable {
    /// Throws `AccountError.wrongCurrentPassword` when `currentPassword` is not the account's; answers
    /// what the server did to the account's other sessions.
    func changePassword(currentPassword: String, newPassword: String) async throws -> OtherSessions
}
