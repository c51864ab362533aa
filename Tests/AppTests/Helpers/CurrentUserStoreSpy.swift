import Foundation
import SessionFeature

/// Records every message in order; fails them all with `error` when given.
final class CurrentUserStoreSpy: CurrentUserStore, @unchecked Sendable {
    enum Message: Equatable {
        case load
        case save(User)
        case clear
    }

    private let lock = NSLock()
    private var recorded: [Message] = []
    private let storedUser: User?
    private let error: (any Error)?

    init(storedUser: User? = nil, error: (any Error)? = nil) {
        self.storedUser = storedUser
        self.error = error
    }

    var messages: [Message] { lock.withLock { recorded } }

    func load() async throws -> User? {
        lock.withLock { recorded.append(.load) }
        if let error { throw error }
        return storedUser
    }

    func save(_ user: User) async throws {
        lock.withLock { recorded.append(.save(user)) }
        if let error { throw error }
    }

    func clear() async throws {
        lock.withLock { recorded.append(.clear) }
        if let error { throw error }
    }
}
