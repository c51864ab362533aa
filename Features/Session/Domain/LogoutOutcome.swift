public enum LogoutOutcome: Sendable, Equatable {
    /// The server ended the session too.
    case loggedOutEverywhere
    /// The session ended here; the server could not be told (it was unreachable).
    case loggedOutLocallyOnly
    /// There was no session to end.
    case wasNotLoggedIn
    /// The credentials file was damaged; it was removed.
    case discardedDamagedCredentials
}
