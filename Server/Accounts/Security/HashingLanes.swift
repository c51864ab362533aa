import Foundation

/// Who may hash when: every hash goes through the one `shared` gate, and hashes of new passwords (signups,
/// password changes) first through `newPasswords`, which admits at most half of the shared places, so a
/// flood of signups always leaves room for logins.
package struct HashingLanes: Sendable {
    let shared: HashingGate
    let newPasswords: HashingGate

    package init(concurrentLimit: Int = max(2, ProcessInfo.processInfo.activeProcessorCount), waitingLimit: Int = 64) {
        shared = HashingGate(concurrentLimit: concurrentLimit, waitingLimit: waitingLimit)
        newPasswords = HashingGate(concurrentLimit: max(1, concurrentLimit / 2), waitingLimit: max(1, waitingLimit / 4))
    }

    /// Checking a password (login, the current password of a change).
    package func runCheck<Result: Sendable>(_ work: @Sendable () async throws -> Result) async throws -> Result {
        try await shared.run(work)
    }

    /// Hashing a new password.
    package func runNewPassword<Result: Sendable>(_ work: @Sendable () async throws -> Result) async throws -> Result {
        try await newPasswords.run { try await shared.run(work) }
    }
}
