import Foundation

/// Whether `serve` got as far as listening, so that a failure can be told apart: before, the address
/// could not be used; after, the server stopped.
final class ListeningState: @unchecked Sendable {
    private let lock = NSLock()
    private var listening = false

    var isListening: Bool {
        lock.withLock { listening }
    }

    func markListening() {
        lock.withLock { listening = true }
    }
}
