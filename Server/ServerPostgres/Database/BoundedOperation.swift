import Synchronization

/// Runs an operation that may never end (a statement on a connection whose database restarted, a lease
/// the pool never grants) and answers by a deadline whatever it does: its result if it comes in time,
/// else the deadline's error. The operation is cancelled then, but never waited for, so a caller (a
/// request, a graceful shutdown) is never held by it.
final class BoundedOperation<Result: Sendable>: Sendable {
    private let state = Mutex<State>(State())

    private struct State {
        var continuation: CheckedContinuation<Result, any Error>?
        var isFinished = false
        var work: Task<Void, Never>?
        var watchdog: Task<Void, Never>?
    }

    /// `deadline` is asked, after each of its `checkpoints`, for the error to end with (nil: keep waiting);
    /// it is the operation's caller that knows how long each stage may take.
    static func run(
        checkpoints: [Duration],
        deadline: @escaping @Sendable (Int) -> (any Error)?,
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let bounded = BoundedOperation<Result>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                bounded.start(continuation: continuation, checkpoints: checkpoints, deadline: deadline, operation: operation)
            }
        } onCancel: {
            bounded.finish(.failure(CancellationError()))
        }
    }

    private func start(
        continuation: CheckedContinuation<Result, any Error>,
        checkpoints: [Duration],
        deadline: @escaping @Sendable (Int) -> (any Error)?,
        operation: @escaping @Sendable () async throws -> Result
    ) {
        let alreadyCancelled = state.withLock { state in
            if state.isFinished { return true }
            state.continuation = continuation
            return false
        }
        if alreadyCancelled { return continuation.resume(throwing: CancellationError()) }
        let work = Task {
            do { self.finish(.success(try await operation())) } catch { self.finish(.failure(error)) }
        }
        let watchdog = Task {
            for (index, wait) in checkpoints.enumerated() {
                guard (try? await Task.sleep(for: wait)) != nil else { return }
                if let error = deadline(index) { return self.finish(.failure(error)) }
            }
        }
        let finishedMeanwhile = state.withLock { state in
            state.work = work
            state.watchdog = watchdog
            return state.isFinished
        }
        if finishedMeanwhile {
            work.cancel()
            watchdog.cancel()
        }
    }

    /// The first outcome wins; the other side is cancelled.
    private func finish(_ outcome: Swift.Result<Result, any Error>) {
        let (continuation, work, watchdog) = state.withLock { state -> (CheckedContinuation<Result, any Error>?, Task<Void, Never>?, Task<Void, Never>?) in
            guard !state.isFinished else { return (nil, nil, nil) }
            state.isFinished = true
            defer { state.continuation = nil }
            return (state.continuation, state.work, state.watchdog)
        }
        work?.cancel()
        watchdog?.cancel()
        continuation?.resume(with: outcome)
    }
}
