import Foundation

/// Where failed logins are counted, per email and address. In memory, each server process counts its
/// own; in the database (SQLite, PostgreSQL), every instance on that database counts the same failures,
/// so a guesser gains nothing by spreading attempts over the instances behind a balancer.
package protocol LoginFailureStore: Sendable {
    /// The times of the key's failures at or after `start`, oldest first.
    func failures(for key: LoginAttemptKey, since start: Date) async throws -> [Date]

    /// Counts a failure, and forgets failures (of any key) from before `forgettingBefore`, which no
    /// longer count.
    func recordFailure(for key: LoginAttemptKey, at date: Date, forgettingBefore cutoff: Date) async throws

    /// The key starts over.
    func clearFailures(for key: LoginAttemptKey) async throws
}
