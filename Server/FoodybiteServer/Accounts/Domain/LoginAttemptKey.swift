/// What failed logins are counted by: the email tried and the address it came from.
struct LoginAttemptKey: Hashable, Sendable {
    let email: String
    let address: String
}
