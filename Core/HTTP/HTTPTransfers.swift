import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate behind `URLSessionHTTPClient`: collects each task's answer while holding it to
/// its `HTTPClientLimits`, and gives it up (with the limit it broke) at the deadline, past the size cap
/// or after too many redirects. Redirects never carry credentials to another origin.
///
/// Tasks are cancelled on a queue of their own, never on the thread that cancels the Swift task:
/// cancelling from inside Swift's cancellation handler can deadlock against the session finishing the
/// task on this toolchain (swift-corelibs-foundation #5412).
final class HTTPTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        let origin: String
        var response: URLResponse?
        var body = Data()
        var maxBytes: Int
        var redirects = 0
        var failure: HTTPClientError?
    }

    private let limits: HTTPClientLimits
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var cancelledBeforeStart: Set<Int> = []

    init(limits: HTTPClientLimits) {
        self.limits = limits
    }

    func start(_ task: URLSessionDataTask, origin: String, continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        let identifier = task.taskIdentifier
        let wasCancelled = lock.withLock {
            if cancelledBeforeStart.remove(identifier) != nil { return true }
            transfers[identifier] = Transfer(continuation: continuation, origin: origin, maxBytes: limits.maxAnswerBytes)
            return false
        }
        if wasCancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        task.resume()
        let seconds = limits.deadlineSeconds
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            self?.giveUp(task, because: .deadlineExceeded(origin: origin, seconds: Int(seconds.rounded(.up))))
        }
    }

    func cancel(_ task: URLSessionDataTask) {
        let started = lock.withLock {
            if transfers[task.taskIdentifier] != nil { return true }
            cancelledBeforeStart.insert(task.taskIdentifier)
            return false
        }
        if started { Self.cancelElsewhere(task) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let contentType = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
        let maxBytes = limits.maxBytes(forContentType: contentType)
        let origin = lock.withLock { () -> String? in
            transfers[dataTask.taskIdentifier]?.response = response
            transfers[dataTask.taskIdentifier]?.maxBytes = maxBytes
            return transfers[dataTask.taskIdentifier]?.origin
        }
        let declaredTooLarge = response.expectedContentLength > Int64(maxBytes)
        completionHandler(.allow)
        // Cancelled once the handler has returned: this toolchain's session never ends a task answered with
        // `.cancel` (it waits out the resource timeout).
        if let origin, declaredTooLarge {
            giveUp(dataTask, because: .answerTooLarge(origin: origin, limitBytes: maxBytes))
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let tooLarge = lock.withLock { () -> HTTPClientError? in
            guard let received = transfers[identifier]?.body.count, let maxBytes = transfers[identifier]?.maxBytes,
                  let origin = transfers[identifier]?.origin, transfers[identifier]?.failure == nil
            else { return nil }
            guard received + data.count <= maxBytes else {
                transfers[identifier]?.body = Data()
                return .answerTooLarge(origin: origin, limitBytes: maxBytes)
            }
            transfers[identifier]?.body.append(data)
            return nil
        }
        if let tooLarge { giveUp(dataTask, because: tooLarge) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let tooMany = lock.withLock { () -> HTTPClientError? in
            guard var transfer = transfers[task.taskIdentifier] else { return nil }
            transfer.redirects += 1
            transfers[task.taskIdentifier] = transfer
            return transfer.redirects > limits.maxRedirects ? .tooManyRedirects(origin: transfer.origin, limit: limits.maxRedirects) : nil
        }
        if let tooMany {
            // Not followed, the redirect ends the task as its answer; the failure recorded is what is said.
            record(tooMany, for: task)
            return completionHandler(nil)
        }
        completionHandler(CredentialStrippingRedirects.redirect(request, from: task.originalRequest?.url))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.continuation.resume(throwing: failure)
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = transfer.response {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    /// Records why the transfer ends and cancels its task. Never before a completion handler the session
    /// waits on (a response's or a redirect's) has been called: the session does not expect the task to
    /// change then.
    private func giveUp(_ task: URLSessionTask, because failure: HTTPClientError) {
        if record(failure, for: task) { Self.cancelElsewhere(task) }
    }

    /// Records why the transfer ends; the first reason wins. False when one was recorded already.
    @discardableResult
    private func record(_ failure: HTTPClientError, for task: URLSessionTask) -> Bool {
        lock.withLock {
            guard transfers[task.taskIdentifier] != nil, transfers[task.taskIdentifier]?.failure == nil else { return false }
            transfers[task.taskIdentifier]?.failure = failure
            return true
        }
    }

    private static func cancelElsewhere(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
