import Foundation
import GRDB

/// SQLite's `PRAGMA quick_check` at start, so a damaged file is refused before it serves anything. It
/// reads the whole file (about a second per few hundred MB), so it stops after `timeLimit` and lets a
/// large database start unchecked rather than keep the server down; `timeLimit` 0 skips it.
struct DatabaseIntegrityCheck {
    enum Outcome: Equatable {
        case passed
        case problems([String])
        case stoppedAfterTimeLimit
        case skipped
    }

    let timeLimit: TimeInterval

    func run(on pool: DatabasePool) throws -> Outcome {
        guard timeLimit > 0 else { return .skipped }
        let finished = Flag()
        let interruption = DispatchWorkItem {
            if !finished.isSet { pool.interrupt() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: interruption)
        defer {
            finished.set()
            interruption.cancel()
        }
        do {
            let lines = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(5)") }
            return lines == ["ok"] ? .passed : .problems(lines)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            return .stoppedAfterTimeLimit
        }
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }

        func set() {
            lock.withLock { value = true }
        }
    }
}
