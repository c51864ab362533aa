/// The writes a rate limit counts, each with its own allowance.
package enum WriteKind: String, Sendable {
    /// POST /review.
    case review
    /// POST /auth/signup.
    case signup
    /// POST /auth/changePassword, POST /auth/account, DELETE /auth/account.
    case accountChange = "account-change"
}
