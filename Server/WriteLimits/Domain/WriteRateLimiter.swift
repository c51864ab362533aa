import Foundation
import Hummingbird
import ServerHTTP

/// Admits a write when its account and its address both have room under the policy, else refuses it
/// with 429 and `Retry-After`.
package struct WriteRateLimiter: Sendable {
    package let policy: WriteRateLimitPolicy
    package let store: any WriteAllowanceStore

    package var now: @Sendable () -> Date

    package init(policy: WriteRateLimitPolicy, store: any WriteAllowanceStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.policy = policy
        self.store = store
        self.now = now
    }

    package func admit(_ kind: WriteKind, account: UUID?, address: String) async throws {
        let rules = policy.rules(for: kind)
        var allowances: [WriteAllowance] = []
        if let rule = rules.perAccount, let account {
            allowances.append(WriteAllowance(key: "\(kind.rawValue) account \(account.uuidString)", rule: rule))
        }
        if let rule = rules.perAddress {
            allowances.append(WriteAllowance(key: "\(kind.rawValue) address \(address)", rule: rule))
        }
        guard allowances.isEmpty == false else { return }
        if case let .refused(seconds) = try await store.admit(allowances, at: now()) {
            throw APIError(
                .tooManyRequests,
                "Too many \(Self.noun(for: kind)) in a short time; try again in \(seconds) seconds.",
                headers: [.retryAfter: "\(seconds)"]
            )
        }
    }

    private static func noun(for kind: WriteKind) -> String {
        switch kind {
        case .review: "reviews"
        case .signup: "signups"
        case .accountChange: "account changes"
        }
    }
}
