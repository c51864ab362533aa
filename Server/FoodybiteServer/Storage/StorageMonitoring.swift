/// What the routes know of the storage behind them: where its failures are reported, and how the
/// database is for `/health`.
protocol StorageMonitoring: StorageErrorReporting {
    func databaseState() async -> DatabaseState
}
