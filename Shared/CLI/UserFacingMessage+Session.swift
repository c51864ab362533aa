extension UserFacingMessage {
    /// Said by every feature that needs a signed-in user when nobody is.
    public static let notLoggedIn = UserFacingMessage(
        "You are not logged in.",
        hint: "Log in with `foodybite session login --email EMAIL`.",
        exitStatus: .noPermission
    )
}
