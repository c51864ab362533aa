/// What the routes know of the storage behind them: where its failures are reported, which of their
/// errors are the database's, and how the database is for `/health`.
package protocol StorageMonitoring: StorageErrorReporting {
    func databaseState() async -> DatabaseState
    /// What kind of storage failure `error` (or the error a `ReportedStorageError` wraps) is; nil when
    /// it is not the database's.
    func failure(recognizing error: any Error) -> StorageFailure?
}
