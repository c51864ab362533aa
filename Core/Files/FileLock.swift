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
        try PrivateFolder.create(fileURL.deletingLastPathComponent())
        let descriptor = open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileLockError.cannotOpen(path: fileURL.path) }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + patience
        // Polled rather than blocking, so waiting never holds one of Swift's cooperative threads.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
                throw FileLockError.timedOut(path: fileURL.path)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await body()
    }
}
