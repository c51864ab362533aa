@testable import Accounts
@testable import FoodybiteServer
import XCTest

final class HashingLanesTests: XCTestCase {
    func test_runCheck_runsWhileNewPasswordsHoldTheirWholeLaneAndMoreWait() async throws {
        let sut = HashingLanes(concurrentLimit: 2, waitingLimit: 8)
        let release = Latch()
        let started = Counter()
        let newPasswords = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<3 {
                    group.addTask { try await sut.runNewPassword { await started.increment(); await release.wait() } }
                }
                try await group.waitForAll()
            }
        }
        try await waitUntil { await sut.newPasswords.load == (running: 1, waiting: 2) }

        let checked = try await withDeadline(.seconds(10)) { try await sut.runCheck { "checked" } }

        let shared = await sut.shared.load
        XCTAssertEqual(checked, "checked")
        XCTAssertEqual(shared.running, 1, "new passwords may hold at most half of the shared places")
        let newPasswordsStarted = await started.value
        XCTAssertEqual(newPasswordsStarted, 1)
        await release.open()
        try await newPasswords.value
        let finallyStarted = await started.value
        XCTAssertEqual(finallyStarted, 3)
    }

    // MARK: - Helpers

    /// `work`'s result, or a failure (instead of a hung test) when it takes longer than `limit`.
    private func withDeadline<Result: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> Result) async throws -> Result {
        try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await work() }
            group.addTask { try await Task.sleep(for: limit); return nil }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let result = first else {
                XCTFail("A check waited behind new passwords for \(limit)")
                throw CancellationError()
            }
            return result
        }
    }

    private func waitUntil(_ condition: @Sendable () async -> Bool) async throws {
        for _ in 0..<500 where await !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        let holds = await condition()
        XCTAssertTrue(holds, "condition never held")
    }
}

private actor Latch {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}

private actor Counter {
    private(set) var value = 0

    func increment() {
        value += 1
    }
}
