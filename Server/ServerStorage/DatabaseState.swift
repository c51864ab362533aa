/// What `/health` says of the database.
package enum DatabaseState: String, Sendable, Equatable {
    case ok
    /// SQLite reported a damaged file since the server started (or the check found one): it stays so
    /// until the file is restored and the server restarted.
    case damaged
    /// A write failed because the disk is full, and the health check's own small write fails too; it
    /// turns back to ok once that write succeeds.
    case full
    /// A query failed for another reason (a missing table, a disk error).
    case unavailable
}
