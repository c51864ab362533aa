/// What kind of failure an error is, so that callers decide what to do about it (answer from the
/// cache, ask the person to log in) and front ends how to report it, without reading its words.
public enum FailureKind: Sendable, Equatable, CaseIterable {
    /// The request itself was wrong: a value passed with it (an argument, a setting) was refused.
    case invalidRequest
    /// Data was refused: typed at a prompt, piped in, read from a file, or sent back by a server.
    case invalidData
    /// The service could not be reached or failed; an answer saved earlier may stand in for it.
    case unavailable
    /// Nobody is logged in, the credentials or the session were refused, or the action is not allowed.
    case unauthorised
    /// Anything else.
    case failed
}
