import GRDB
import Hummingbird
import ServerHTTP

/// The disk under the database is full (SQLite's `SQLITE_FULL` here; PostgreSQL's `disk_full` in
/// ServerPostgres). The write was rolled back, so nothing was half-saved. `StorageErrorMiddleware`
/// answers 503 with `Retry-After` and reports it (logged at error level); `/health` says the storage is
/// full until a write succeeds again.
struct StorageFullError: Error, Equatable {
    static let retryAfterSeconds = 60

    init?(recognizing error: any Error) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_FULL { return }
        return nil
    }

    static var apiError: APIError {
        APIError(
            .serviceUnavailable,
            "The server's storage is full, so nothing was saved; try again later.",
            headers: [.retryAfter: "\(Self.retryAfterSeconds)"]
        )
    }
}
