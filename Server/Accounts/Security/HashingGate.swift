import Foundation
import Hummingbird
import ServerHTTP

/// Bounds the bcrypt work the server takes on: a few hashes run at once and a bounded number wait;
/// beyond that a request is refused at once (503 with Retry-After) instead of queueing without end, so
/// a flood of logins with made-up emails cannot make honest logins wait for minutes.
/// `HashingLanes` puts the gates together.
actor HashingGate {
    private let concurrentLimit: Int
    private let waitingLimit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(concurrentLimit: Int = max(2, ProcessInfo.processInfo.activeProcessorCount), waitingLimit: Int = 64) {
        self.concurrentLimit = concurrentLimit
        self.waitingLimit = waitingLimit
    }

    /// How many hashes run and wait now.
    var load: (running: Int, waiting: Int) { (running, waiting.count) }

    func run<Result: Sendable>(_ work: @Sendable () async throws -> Result) async throws -> Result {
        try await enter()
        defer { leave() }
        return try await work()
    }

    private func enter() async throws {
        if running < concurrentLimit {
            running += 1
            return
        }
        guard waiting.count < waitingLimit else {
            throw APIError(.serviceUnavailable, "The server is busy checking passwords; try again in a moment.", headers: [.retryAfter: "2"])
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
