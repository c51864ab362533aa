/// An error that says what kind of failure it is and what went wrong, in words a person understands
/// whatever the front end: never how a particular front end reports it (an exit status) or what to
/// type there (a flag, a command).
public protocol ClassifiedError: Error {
    var failureKind: FailureKind { get }
    /// One or two sentences: "Cannot reach the server at http://127.0.0.1:8080."
    var explanation: String { get }
}
