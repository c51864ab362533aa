/// What failed logins are counted by: the email tried and the address it came from.
package struct LoginAttemptKey: Hashable, Sendable {
    package let email: String
    package let address: String

    package init(email: String, address: String) {
        self.email = email
        self.address = address
    }
}
