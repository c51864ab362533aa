package enum LoginAttemptDecision: Equatable, Sendable {
    case allowed
    case refused(retryAfterSeconds: Int)
}
