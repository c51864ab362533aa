import GRDB
import Hummingbird
import ServerHTTP

/// The database could not be written in time: another process (a `foodybite-server import`, another
/// server) held its write lock for longer than the busy timeout. Answered with 503 and `Retry-After` by
/// `StorageErrorMiddleware`; nothing was changed, so the request can simply be sent again.
package struct StorageBusyError: Error, Equatable {
    package static let retryAfterSeconds = 5

    /// Recognises SQLite's "database is busy" and "database table is locked" errors.
    package init?(recognizing error: any Error) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        guard let error = error as? DatabaseError, [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) else { return nil }
    }

    package static var apiError: APIError {
        APIError(
            .serviceUnavailable,
            "The database is busy (an import may be running); try again in a few seconds.",
            headers: [.retryAfter: "\(Self.retryAfterSeconds)"]
        )
    }
}
