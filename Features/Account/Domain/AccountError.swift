public enum AccountError: Error, Equatable, Sendable {
    case wrongCurrentPassword
    case emailAlreadyRegistered(reason: String?)
    /// The server refused the update's body as too large (413), and the profile image it carried is
    /// what made it so: the update is a full replacement, so an unchanged image is sent again.
    case profileImageTooLarge(bytes: Int)
}
