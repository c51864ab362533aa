import PostgresNIO
import Synchronization

/// The pooled connection a request was handed, once it was: the wait limit no longer applies then, and
/// a request given up on closes it (`abandon`).
final class ConnectionLease: Sendable {
    private let connection = Mutex<PostgresConnection?>(nil)

    var isSet: Bool { connection.withLock { $0 != nil } }

    func set(_ leased: PostgresConnection) {
        connection.withLock { $0 = leased }
    }

    /// Closes the leased connection, if any: a statement still running on it fails and its transaction is
    /// rolled back by the database instead of committing after the request was answered 503, and the
    /// pool gets its place back instead of waiting for a silent peer to time out.
    func abandon() {
        guard let leased = connection.withLock({ $0 }) else { return }
        Task { try? await leased.close() }
    }
}
