import HummingbirdBcrypt
import NIOPosix

/// Bcrypt over the password digest the client sends. Hashing takes a noticeable time on purpose (~0.25 s at
/// cost 12), so it runs on threads of its own at a lower priority (`LowPriorityThreadPool`), never on an
/// event loop or the cooperative pool. New passwords hash in a lane of their own (`HashingLanes`), so
/// signups cannot crowd out logins.
package struct BcryptPasswordHasher: Sendable {
    package let cost: UInt8
    private let unknownUserHash: UnknownUserHash
    private let lanes: HashingLanes
    private let atLowPriority: Bool

    /// `atLowPriority` false hashes on ordinary threads (the embedded server, whose one user waits for it).
    package init(cost: Int, lanes: HashingLanes = HashingLanes(), atLowPriority: Bool = true) {
        precondition((4...31).contains(cost), "bcrypt cost must be between 4 and 31")
        self.cost = UInt8(cost)
        self.lanes = lanes
        self.atLowPriority = atLowPriority
        self.unknownUserHash = UnknownUserHash()
    }

    package func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await lanes.runNewPassword { try await onHashingThread { Bcrypt.hash(password, cost: cost) } }
    }

    package func verify(_ password: String, against hash: String) async throws -> Bool {
        try await lanes.runCheck { try await onHashingThread { Bcrypt.verify(password, hash: hash) } }
    }

    private func onHashingThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        if atLowPriority {
            return try await LowPriorityThreadPool.shared.run(work)
        }
        return try await NIOThreadPool.singleton.runIfActive(work)
    }

    /// Spends the time a real check takes and answers false, so a login for an unknown email cannot be
    /// told apart from a wrong password by its duration.
    package func verifyForUnknownUser(_ password: String) async throws -> Bool {
        let hash = try await unknownUserHash.value(using: self)
        _ = try await verify(password, against: hash)
        return false
    }
}
