import Synchronization

/// Hands what one task reads to another, in order, holding at most `capacity` read but not yet taken:
/// the reader waits for room before reading more. The reader ends it with `finish` (after the last, or
/// with its error, which the taker gets after everything read before it); `stop` ends it from the
/// taker's side, drops what waits and tells the reader to stop.
final class ReadAheadChannel<Element: Sendable>: Sendable {
    private struct State {
        var waiting: [Element] = []
        var end: Result<Void, any Error>?
        var isStopped = false
        var taker: CheckedContinuation<Element?, any Error>?
        var reader: CheckedContinuation<Bool, Never>?
    }

    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Suspends the reader while `capacity` elements wait; false once stopped.
    func waitForRoom() async -> Bool {
        await withCheckedContinuation { continuation in
            let answer: Bool? = state.withLock { state in
                if state.isStopped { return false }
                if state.waiting.count < capacity { return true }
                state.reader = continuation
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Gives the taker what was read (dropped once stopped).
    func put(_ element: Element) {
        let taker: CheckedContinuation<Element?, any Error>? = state.withLock { state in
            guard !state.isStopped else { return nil }
            if let taker = state.taker {
                state.taker = nil
                return taker
            }
            state.waiting.append(element)
            return nil
        }
        taker?.resume(returning: element)
    }

    /// Nothing more will be read: nil after the last element, or the error that ended the reading.
    func finish(throwing error: (any Error)? = nil) {
        let taker: CheckedContinuation<Element?, any Error>? = state.withLock { state in
            guard state.end == nil else { return nil }
            state.end = error.map { .failure($0) } ?? .success(())
            defer { state.taker = nil }
            return state.taker
        }
        if let error { taker?.resume(throwing: error) } else { taker?.resume(returning: nil) }
    }

    /// The next element in the order read; nil after the last. Throws the reading's error, or
    /// `CancellationError` when the taking task is cancelled or the channel stopped.
    func take() async throws -> Element? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (answer, reader): (Result<Element?, any Error>?, CheckedContinuation<Bool, Never>?) = state.withLock { state in
                    if state.isStopped { return (.failure(CancellationError()), nil) }
                    if !state.waiting.isEmpty {
                        let element = state.waiting.removeFirst()
                        defer { state.reader = nil }
                        return (.success(element), state.reader)
                    }
                    if let end = state.end { return (end.map { _ -> Element? in nil }, nil) }
                    state.taker = continuation
                    return (nil, nil)
                }
                reader?.resume(returning: true)
                if let answer { continuation.resume(with: answer) }
            }
        } onCancel: {
            stop()
        }
    }

    /// Ends the channel from the taker's side: what waits is dropped, a waiting reader is told to stop
    /// and a waiting taker gets `CancellationError`.
    func stop() {
        let (taker, reader) = state.withLock { state in
            state.isStopped = true
            state.waiting.removeAll()
            defer {
                state.taker = nil
                state.reader = nil
            }
            return (state.taker, state.reader)
        }
        reader?.resume(returning: false)
        taker?.resume(throwing: CancellationError())
    }
}
