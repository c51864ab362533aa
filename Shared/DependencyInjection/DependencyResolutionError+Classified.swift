extension DependencyResolutionError: ClassifiedError {
    public var failureKind: FailureKind { .failed }
    public var explanation: String { "Internal wiring error: \(description)" }
}
