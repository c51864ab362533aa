package enum WriteAdmission: Sendable, Equatable {
    case admitted
    case refused(retryAfterSeconds: Int)
}
