import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Ties a Swift task's cancellation to a URLSession data task, whichever comes first. The data task
/// is cancelled on a queue of its own, never on the thread that cancels the Swift task (which holds
/// that task's lock while its cancellation handlers run).
final class DataTaskCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Resumes `task`, or cancels it at once when the Swift task was cancelled before it started.
    func start(_ task: URLSessionDataTask) {
        let cancelledAlready = lock.withLock {
            self.task = task
            return isCancelled
        }
        task.resume()
        if cancelledAlready { Self.cancelElsewhere(task) }
    }

    func cancel() {
        let started = lock.withLock {
            isCancelled = true
            return task
        }
        if let started { Self.cancelElsewhere(started) }
    }

    private static func cancelElsewhere(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
