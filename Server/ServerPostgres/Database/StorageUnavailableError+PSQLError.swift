import PostgresNIO
import ServerStorage

extension StorageUnavailableError {
    /// Recognises PostgreSQL's lost connections and the server errors a retry can cure.
    init?(recognizing error: any Error) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        if let error = error as? StorageUnavailableError {
            self = error
            return
        }
        guard let error = error as? PSQLError else { return nil }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            self.init(reason: .unreachable)
        case .server:
            guard let state = error.serverInfo?[.sqlState] else { return nil }
            if Self.conflictStates.contains(state) {
                self.init(reason: .conflict)
            } else if state.hasPrefix("08") || Self.unavailableStates.contains(state) {
                self.init(reason: .unreachable)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// serialization_failure, deadlock_detected, lock_not_available.
    private static let conflictStates: Set<String> = ["40001", "40P01", "55P03"]
    /// too_many_connections, admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped,
    /// query_canceled (a statement timeout), read_only_sql_transaction (a standby during fail-over).
    private static let unavailableStates: Set<String> = ["53300", "57P01", "57P02", "57P03", "57P04", "57014", "25006"]
}
