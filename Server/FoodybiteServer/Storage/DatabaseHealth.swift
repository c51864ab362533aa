/// What `/health` asks of the database, and where storage failures are reported.
protocol DatabaseHealth: StorageErrorReporting {
    func databaseState() async -> DatabaseState
}
