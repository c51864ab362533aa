/// A failure as a person should read it: what went wrong, optionally what to do, and the exit status.
public struct UserFacingMessage: Sendable, Equatable, Error {
    public let text: String
    public let hint: String?
    public let exitStatus: ExitStatus

    public init(_ text: String, hint: String? = nil, exitStatus: ExitStatus = .failure) {
        self.text = text
        self.hint = hint
        self.exitStatus = exitStatus
    }
}
