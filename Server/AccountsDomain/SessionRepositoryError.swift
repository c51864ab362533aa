/// Why a session could not be stored.
package enum SessionRepositoryError: Error, Equatable {
    /// The account's password changed, or the account was deleted, while the login was being checked.
    case credentialsChanged
}
