/// Process exit statuses of the command-line contract (BSD sysexits).
public enum ExitStatus: Int32, Sendable, Equatable, CaseIterable {
    case success = 0
    case failure = 1
    /// The command was used wrongly: unknown flag, invalid flag value.
    case usage = 64
    /// Input data was bad: an unreadable file, an invalid value read from a file or stdin.
    case dataError = 65
    /// The service is unreachable and nothing cached can answer instead.
    case unavailable = 69
    /// Not logged in, wrong credentials or an expired session.
    case noPermission = 77
}
