import Foundation

public protocol AccountService: Sendable {
    /// Replaces the account's name, email and image with these (a nil image removes it) and returns
    /// the account as the server stored it.
    func updateAccount(name: String, email: String, profileImage: Data?) async throws -> Account
    /// Deletes the account and everything of it; the session ends.
    func deleteAccount() async throws
}
