import Core
import Foundation

/// A `TokenStore` in memory that counts writes and deletes.
public final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var token: AuthToken?
    private var writes = 0
    private var deletes = 0

    public init(token: AuthToken? = nil) {
        self.token = token
    }

    public func read() throws -> AuthToken? {
        lock.withLock { token }
    }

    public func write(_ token: AuthToken) throws {
        lock.withLock {
            self.token = token
            writes += 1
        }
    }

    public func delete() throws {
        lock.withLock {
            token = nil
            deletes += 1
        }
    }

    public var writeCount: Int { lock.withLock { writes } }
    public var deleteCount: Int { lock.withLock { deletes } }
}
