extension LoadState {
    /// The loaded value; the failure as a thrown message otherwise.
    public func value() throws -> Value {
        switch self {
        case let .loaded(value): return value
        case let .failed(message): throw message
        case .idle, .loading: throw UserFacingMessage("Internal error: the result was read before it was loaded.")
        }
    }
}
