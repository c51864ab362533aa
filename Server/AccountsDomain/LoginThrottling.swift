/// Where failed logins (and wrong current passwords) are counted, so that guessing is refused with
/// 429 after a few failures. Every allowed attempt ends with exactly one of `recordFailure`,
/// `recordSuccess` or `abandonAttempt`.
package protocol LoginThrottling: Sendable {
    /// Starts an attempt, or refuses it with the seconds to wait when the key has failed too often.
    func beginAttempt(for key: LoginAttemptKey) async throws -> LoginAttemptDecision
    /// The attempt failed: it counts against the key for the policy's window.
    func recordFailure(for key: LoginAttemptKey) async throws
    /// The attempt succeeded: the key starts over.
    func recordSuccess(for key: LoginAttemptKey) async throws
    /// The attempt ended without a verdict (the server failed): it counts neither way.
    func abandonAttempt(for key: LoginAttemptKey) async throws
}
