import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock shared by every process that uses the same lock file (`flock`), so two runs of the
/// app never do the same one-at-a-time work (such as refreshing the session's tokens) together.
public struct FileLock: CrossProcessLock {
    public let fileURL: URL
    private let patience: Duration

    public init(fileURL: URL, patience: Duration = .seconds(30)) {
        self.fileURL = fileURL
        self.patience = patience
    }

    public func withLock<Result: Sendable>(isolation: isolated (any Actor)?, _ body: () async throws -> Result) async throws -> Result {
        let descriptor = try openLockFile()
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + patience
        // Polled rather than blocking, so waiting never holds one of Swift's cooperative threads.
        while try !tryLock(descriptor, deadline: deadline) {
            try await Task.sleep(for: .milliseconds(20))
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await body()
    }

    /// The same for synchronous work (opening a database file): the calling thread sleeps between
    /// attempts. Holders only do short local work, so the wait is short unless a holder is stuck; even
    /// on a cooperative thread it ends with `timedOut` after the patience.
    public func withLockBlockingThread<Result>(_ body: () throws -> Result) throws -> Result {
        let descriptor = try openLockFile()
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + patience
        while try !tryLock(descriptor, deadline: deadline) {
            Thread.sleep(forTimeInterval: 0.005)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func openLockFile() throws -> Int32 {
        try PrivateFolder.create(fileURL.deletingLastPathComponent())
        let descriptor = open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileLockError.cannotOpen(path: fileURL.path) }
        return descriptor
    }

    /// True once the lock is held; false while another holder has it and `deadline` is not past.
    private func tryLock(_ descriptor: Int32, deadline: ContinuousClock.Instant) throws -> Bool {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
            throw FileLockError.timedOut(path: fileURL.path)
        }
        return false
    }
}
