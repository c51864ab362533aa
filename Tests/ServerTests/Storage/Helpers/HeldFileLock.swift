import Foundation
import Synchronization
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A lock file (the data directory's `migration.lock` or `import.lock`) held by the test as another process would hold it.
final class HeldFileLock: Sendable {
    private let descriptor: Mutex<Int32?>
    private let url: URL

    init(url: URL) throws {
        self.url = url
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: url.path]) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.descriptor = Mutex<Int32?>(descriptor)
    }

    /// Returns once someone is blocked waiting for this lock (Linux lists waiters in /proc/locks,
    /// marked "->", with the file's inode).
    func waitUntilAnotherWaits(within limit: Duration = .seconds(30)) async throws {
        let inode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            if locks.split(separator: "\n").contains(where: { $0.contains("->") && $0.contains(":\(inode) ") }) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTFail("no one waited for \(url.path)")
    }

    /// Unlocks once; later calls do nothing.
    func release() {
        guard let descriptor = descriptor.withLock({ $0.take() }) else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
