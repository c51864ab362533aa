/// What a password change did to the account's other sessions: ours logs them out, the original
/// Foodybite server keeps them.
public enum OtherSessions: Sendable, Equatable {
    case loggedOut
    case kept
}
