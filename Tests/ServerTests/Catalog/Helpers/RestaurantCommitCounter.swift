import Foundation
import GRDB

/// Counts the committed transactions that changed the `restaurant` table.
final class RestaurantCommitCounter: TransactionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var commits = 0
    private var changed = false

    var count: Int {
        lock.withLock { commits }
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        eventKind.tableName == "restaurant"
    }

    func databaseDidChange(with event: DatabaseEvent) {
        lock.withLock { changed = true }
    }

    func databaseDidCommit(_ db: Database) {
        lock.withLock {
            if changed { commits += 1 }
            changed = false
        }
    }

    func databaseDidRollback(_ db: Database) {
        lock.withLock { changed = false }
    }
}
