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
        try await waitUntil { await started.value == 1 }

        let checked = try await sut.runCheck { "checked" }

        let newPasswordsStarted = await started.value
        XCTAssertEqual(checked, "checked")
        XCTAssertEqual(newPasswordsStarted, 1, "new passwords may hold at most half of the places")
        await release.open()
        try await newPasswords.value
        let finallyStarted = await started.value
        XCTAssertEqual(finallyStarted, 3)
    }

    // MARK: - Helpers

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
