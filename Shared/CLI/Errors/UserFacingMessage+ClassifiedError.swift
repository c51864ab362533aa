import Shared

extension UserFacingMessage {
    /// `error`'s explanation, with the exit status of its kind and what to do about it on the
    /// command line.
    public init(_ error: some ClassifiedError, hint: String? = nil) {
        self.init(error.explanation, hint: hint, exitStatus: ExitStatus(error.failureKind))
    }
}
