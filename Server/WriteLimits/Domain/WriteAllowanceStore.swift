import Foundation

/// Where admitted writes are counted: in memory, or in the database so that every instance on it counts
/// the same writes.
package protocol WriteAllowanceStore: Sendable {
    /// Counts a write at `date` against every allowance, or against none when one of them already holds
    /// its rule's limit within its window: then the write is refused with the seconds until all of them
    /// have room (at least 1). All or nothing, even with other processes counting at the same time.
    func admit(_ allowances: [WriteAllowance], at date: Date) async throws -> WriteAdmission
}
