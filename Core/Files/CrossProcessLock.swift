/// Runs work while no other process (or task) holding the same lock runs its own.
public protocol CrossProcessLock: Sendable {
    func withLock<Result: Sendable>(isolation: isolated (any Actor)?, _ body: () async throws -> Result) async throws -> Result
}

extension CrossProcessLock {
    /// Runs `body` on the caller's actor while holding the lock.
    public func withLock<Result: Sendable>(_ body: () async throws -> Result, isolation: isolated (any Actor)? = #isolation) async throws -> Result {
        try await withLock(isolation: isolation, body)
    }
}
