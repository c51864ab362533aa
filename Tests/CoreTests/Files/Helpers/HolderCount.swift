import Synchronization

/// Counts the bodies running at once and the most that ever did.
final class HolderCount: Sendable {
    private let state = Mutex((current: 0, most: 0, entries: 0))

    func enter() {
        state.withLock { $0.current += 1; $0.entries += 1; $0.most = max($0.most, $0.current) }
    }

    func leave() {
        state.withLock { $0.current -= 1 }
    }

    var mostAtOnce: Int { state.withLock { $0.most } }
    var entries: Int { state.withLock { $0.entries } }
}
